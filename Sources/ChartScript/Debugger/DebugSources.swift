#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The cells the session ran and the code the front end showed the debugger, under the file
/// names JupyterLab computes for them: `prefix + murmur2(code, seed) + suffix`. The debugger
/// announces the seed, prefix and suffix in `debugInfo`; JupyterLab then names a cell's file
/// itself, so a breakpoint set in a cell before it runs names the file that cell runs as, and a
/// stopped frame's file tells JupyterLab which cell to highlight.
final class DebugSources: @unchecked Sendable {
    /// The seed of the cell files' hash.
    let seed: UInt32 = 0x5EED_C0DE
    /// What every cell file's name starts with: a folder of this process in the temporary folder.
    let prefix: String
    /// What every cell file's name ends with.
    let suffix = ".swift"

    /// One cell the session ran.
    struct RanCell {
        /// The session's number of the cell (source locations carry it).
        var sessionCell: Int
        /// The execution count the front end shows, if the cell had one.
        var executionCount: Int?
        var code: String
        var path: String
    }

    private struct State {
        var ran: [Int: RanCell] = [:]
        var codeByPath: [String: String] = [:]
    }
    private let state = Mutex(State())

    init() {
        let folder = ProcessEnvironmentValue.temporaryFolder
        prefix = folder + "/swift-chart-kernel-\(getpid())/"
    }

    /// The file name of a cell holding `code`.
    func path(for code: String) -> String {
        prefix + String(Murmur2.hash(code, seed: seed)) + suffix
    }

    /// Records a cell about to run as the session's cell `sessionCell`; returns its file name.
    @discardableResult
    func recordRun(sessionCell: Int, executionCount: Int?, code: String) -> String {
        let path = path(for: code)
        state.withLock { state in
            state.ran[sessionCell] = RanCell(sessionCell: sessionCell, executionCount: executionCount, code: code, path: path)
            state.codeByPath[path] = code
        }
        return path
    }

    /// Records code the front end showed (`dumpCell`); returns its file name.
    func recordShown(_ code: String) -> String {
        let path = path(for: code)
        state.withLock { $0.codeByPath[path] = code }
        return path
    }

    /// The cell the session ran as `sessionCell`.
    func ranCell(_ sessionCell: Int) -> RanCell? {
        state.withLock { $0.ran[sessionCell] }
    }

    /// The session's cells whose code has file name `path`, oldest first.
    func sessionCells(atPath path: String) -> [Int] {
        state.withLock { state in state.ran.values.filter { $0.path == path }.map(\.sessionCell).sorted() }
    }

    /// The code with file name `path`, if a cell ran with it or the front end showed it.
    func code(atPath path: String) -> String? {
        state.withLock { $0.codeByPath[path] }
    }

    /// Every cell run, in order.
    var ranCells: [RanCell] {
        state.withLock { $0.ran.values.sorted { $0.sessionCell < $1.sessionCell } }
    }
}

/// Where temporary files go: `$TMPDIR`, else `/tmp`.
enum ProcessEnvironmentValue {
    static var temporaryFolder: String {
        guard let value = getenv("TMPDIR").map({ String(cString: $0) }), !value.isEmpty else { return "/tmp" }
        return value.hasSuffix("/") ? String(value.dropLast()) : value
    }
}
