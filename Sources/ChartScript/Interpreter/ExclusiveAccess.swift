/// Swift's exclusive access to a variable passed `&`: from the call's start to its end,
/// nothing else may read or write that variable. swiftc refuses overlapping `&` arguments
/// (`swap(&a, &a)`) and a compiled program stops on any other overlap ("Simultaneous
/// accesses to …, but modification requires exclusive access"); here both are an
/// `ExclusivityError`.
enum ExclusiveAccess {
    /// What a variable passed `&` holds while the call runs, in place of its value: any use
    /// of it by the callee is a conflicting access.
    final class Marker {
        /// The variable's name.
        let name: String
        /// Set when the marker is printed or interpolated (a use that leaves no trace).
        var wasRead = false
        init(name: String) { self.name = name }
    }

    /// The binding table's type name of a marker's box.
    static let typeName = "exclusive access"

    /// Runs `call` with each whole variable among `targets` (by argument position) holding a
    /// marker, then puts the values back and fails if the call read or wrote one of them.
    /// Only calls with `&` arguments come here; other calls pay nothing.
    static func run(_ targets: [Int: LValue], _ values: [Value], frame: Frame, _ call: () throws -> Value) throws -> Value {
        var borrowed: [(target: LValue, write: (Frame, Value) -> Void, original: Value, box: NativeBox)] = []
        for (position, target) in targets {
            guard let name = target.variableName, let write = target.write, position < values.count else { continue }
            let box = NativeBox(typeName: typeName, payload: Marker(name: name))
            write(frame, .native(box))
            borrowed.append((target, write, values[position], box))
        }
        guard !borrowed.isEmpty else { return try call() }
        var conflict: String?
        let outcome: Result<Value, Error>
        do { outcome = .success(try call()) } catch { outcome = .failure(error) }
        for entry in borrowed.reversed() {
            // A variable holding something else now was written during the call.
            let isIntact: Bool
            if case .native(let box)? = try? entry.target.read(frame) { isIntact = box === entry.box } else { isIntact = false }
            if !isIntact, conflict == nil, let marker = entry.box.payload as? Marker { conflict = marker.name }
            entry.write(frame, entry.original)
        }
        // An error about a marker (`n += stepSize` adding one to an Int) is a read of it.
        if case .failure(let error) = outcome, String(describing: error).contains("'\(typeName)'"),
           let marker = borrowed.first?.box.payload as? Marker {
            conflict = marker.name
        }
        while var (_, _, _, box) = borrowed.popLast() {
            guard conflict == nil, let marker = box.payload as? Marker else { continue }
            // Still held elsewhere (stored by the callee) or printed: it was read.
            if !isKnownUniquelyReferenced(&box) || marker.wasRead { conflict = marker.name }
        }
        if let conflict {
            throw ScriptError.exclusivity("overlapping accesses to '\(conflict)': it was passed with '&', so nothing else may read or change it until the call returns (Swift stops with 'Simultaneous accesses')")
        }
        return try outcome.get()
    }

    /// The variable two `&` arguments of one call both reach (`swap(&a, &a)`, `&a[0]` beside
    /// `&a[1]`, `&p` beside `&p.x`), which swiftc refuses; nil when they are apart
    /// (`&p.x` beside `&p.y`).
    static func overlappingVariable(_ arguments: [Expression]) -> String? {
        let paths = arguments.compactMap(path(of:))
        for (index, first) in paths.enumerated() {
            for second in paths[(index + 1)...] where first.root == second.root {
                let apart = zip(first.components, second.components).contains { $0 != $1 && $0 != "[]" && $1 != "[]" }
                if !apart { return first.root }
            }
        }
        return nil
    }

    /// The global variable two `&` arguments of one call both reach through different stored
    /// properties (`&holly.health` beside `&holly.energy`), with the later argument's position:
    /// swiftc compiles it (it proves such accesses apart only for local variables) and the
    /// program stops when the call runs. `nil` when none does.
    static func overlappingGlobal(_ arguments: [(position: Int, target: Expression)], isGlobal: (String) -> Bool) -> (name: String, position: Int)? {
        let paths = arguments.compactMap { argument in path(of: argument.target).map { (argument.position, $0) } }
        for (index, first) in paths.enumerated() where isGlobal(first.1.root) {
            for second in paths[(index + 1)...] where second.1.root == first.1.root {
                return (first.1.root, second.0)
            }
        }
        return nil
    }

    /// The variable an argument reaches and the members and subscripts (`[]`) on the way.
    private static func path(of expression: Expression) -> (root: String, components: [String])? {
        switch expression.kind {
        case .identifier(let name): return (name, [])
        case .selfExpression: return ("self", [])
        case let .member(base, name): return path(of: base).map { ($0.root, $0.components + [name]) }
        case .subscripted(let base, _): return path(of: base).map { ($0.root, $0.components + ["[]"]) }
        case .forceUnwrap(let base), .optionalChain(let base), .optionalEvaluation(let base): return path(of: base)
        default: return nil
        }
    }
}

extension Expression.Kind {
    /// Whether the expression is `base[…]`.
    var isSubscript: Bool {
        if case .subscripted = self { return true }
        return false
    }
}
