import Synchronization

/// One statement compiled for debugging: where it is (the session's cell number and line), the
/// local names visible as it runs (for the variables panel and for `evaluate`), and whether a
/// breakpoint is set on it. Made by the compiler when a debugger is attached; the compiled
/// statement asks ``hasBreakpoint`` each time it runs.
final class StatementSite {
    /// The session's number of the cell whose source holds the statement.
    let cell: Int
    /// The line in that cell, from 1.
    let line: Int
    /// The column, from 1.
    let column: Int
    /// The local variables visible to the statement, innermost declaration of each name only.
    let names: [VisibleName]
    /// Set by the debugger's thread, read by the cell's.
    private let breakpoint = Atomic<Bool>(false)

    /// A local variable as the compiler resolved it: `depth` frames out, in `slot`.
    struct VisibleName {
        var name: String
        var depth: Int
        var slot: Int
        var type: TypeRef?
    }

    init(cell: Int, line: Int, column: Int, names: [VisibleName]) {
        self.cell = cell
        self.line = line
        self.column = column
        self.names = names
    }

    /// Whether the statement stops the cell before it runs.
    @inline(__always)
    var hasBreakpoint: Bool { breakpoint.load(ordering: .relaxed) }

    /// Sets or clears the breakpoint.
    func setBreakpoint(_ isSet: Bool) {
        breakpoint.store(isSet, ordering: .relaxed)
    }

    /// A site standing for "no statement yet" in a call that has not reached one.
    static let none = StatementSite(cell: -1, line: 0, column: 0, names: [])
}

/// The statements compiled for debugging, by cell, for setting breakpoints on them. Written by
/// the compiler on the cell's thread, read by the debugger's; locked.
final class StatementSites: @unchecked Sendable {
    private let lock = Mutex<[Int: [StatementSite]]>([:])

    /// Records `site`.
    func add(_ site: StatementSite) {
        lock.withLock { $0[site.cell, default: []].append(site) }
    }

    /// Whether any statement of `cell` was compiled for debugging.
    func hasSites(inCell cell: Int) -> Bool {
        lock.withLock { $0[cell] != nil }
    }

    /// Sets the breakpoints of `cell` to exactly `lines`, each moved to the first statement at or
    /// after it (as debugpy moves a breakpoint off a blank line); returns, for each requested
    /// line in order, the line it stops at, or nil when no statement follows it.
    @discardableResult
    func setBreakpoints(inCell cell: Int, lines: [Int]) -> [Int?] {
        lock.withLock { sites in
            let cellSites = sites[cell] ?? []
            for site in cellSites { site.setBreakpoint(false) }
            return lines.map { line in
                guard let target = Self.firstSite(in: cellSites, atOrAfter: line) else { return nil }
                // Code compiled twice (a body a result builder rewrote) has a site per compilation.
                for site in cellSites where site.line == target.line && site.column == target.column { site.setBreakpoint(true) }
                return target.line
            }
        }
    }

    /// The first statement (in source order) on the first line at or after `line` that has one.
    static func firstSite(in sites: [StatementSite], atOrAfter line: Int) -> StatementSite? {
        var best: StatementSite?
        for site in sites where site.line >= line {
            guard let current = best else { best = site; continue }
            if site.line < current.line || (site.line == current.line && site.column < current.column) { best = site }
        }
        return best
    }

    /// Clears every breakpoint.
    func clearAll() {
        lock.withLock { sites in for site in sites.values.joined() { site.setBreakpoint(false) } }
    }

    /// Forgets the sites of `cell` (a cell that failed to compile).
    func remove(cell: Int) {
        lock.withLock { _ = $0.removeValue(forKey: cell) }
    }
}
