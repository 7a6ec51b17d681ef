#if !CHART_FUZZING
#if canImport(Glibc)
import Glibc
#endif

/// Without the fuzzer: runs a target over files (a committed corpus, a crash to reproduce),
/// `chart-fuzz <target> <file or folder>…`; a crash shows which file caused it.
/// `chart-fuzz cells <file>…` prints the cells the interpreter target makes of each file.
@main
enum Replay {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "cells" {
            // The cells the interpreter target makes of each file, to read a crash as a program.
            for path in arguments.dropFirst() {
                for (index, cell) in InterpreterTarget.cells(of: contents(of: path) ?? []).enumerated() {
                    print("// \(path), cell \(index + 1)\n\(cell)\n")
                }
            }
            return
        }
        guard let name = arguments.first, let target = FuzzTargets.named(name), arguments.count > 1 else {
            fputs("usage: chart-fuzz <target> <file or folder>…  (targets: \(FuzzTargets.names))\n", stderr)
            exit(2)
        }
        var count = 0
        for path in arguments.dropFirst() {
            for file in files(at: path) {
                guard let input = contents(of: file) else {
                    fputs("chart-fuzz: cannot read \(file)\n", stderr)
                    exit(1)
                }
                fputs("\(file)\n", stderr)
                target.run(input)
                count += 1
            }
        }
        print("chart-fuzz: \(name) ran \(count) input\(count == 1 ? "" : "s") without a crash")
    }

    /// The regular files at `path`: itself, or those directly inside a folder, sorted.
    static func files(at path: String) -> [String] {
        var status = stat()
        guard stat(path, &status) == 0 else { return [] }
        guard status.st_mode & S_IFMT == S_IFDIR else { return [path] }
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !name.hasPrefix(".") { names.append(path + "/" + name) }
        }
        return names.sorted()
    }

    /// The bytes of the file at `path`.
    static func contents(of path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if got == 0 { break }
            bytes.append(contentsOf: chunk[0..<got])
        }
        return bytes
    }
}
#endif
