/// Which elements a mutating method of Swift's `Array` adds, so that a stored property declared
/// `[E]` (`var values: [Int?]`, `var rows: [[Double]]`) converts only those to `E` after the
/// call: converting the whole array after each `append` would copy it, making a loop of
/// appends quadratic. The elements already there were converted when they were stored.
enum AddedElements: Equatable {
    /// Not known (a method declared in a cell, or one not listed here): every element is converted.
    case unknown
    /// The method only removes or reorders elements (`removeLast()`, `sort()`, `swapAt(_:_:)`).
    case none
    /// The elements at the end that the array grew by (`append(_:)`, `append(contentsOf:)`).
    case atEnd
    /// The elements, as many as the array grew by, from the position given by the argument at
    /// this index (`insert(_:at:)`, `insert(contentsOf:at:)`).
    case atArgument(Int)
    /// The elements, as many as the array grew by, from this position (``atArgument(_:)`` with
    /// the call's arguments read).
    case at(Int)

    /// What the built-in `Array` method `name`, called with these argument labels, adds.
    static func added(byArrayMethod name: String, labels: [String?]) -> AddedElements {
        switch (name, labels) {
        case ("append", [nil]), ("append", ["contentsOf"]): return .atEnd
        case ("insert", [nil, "at"]), ("insert", ["contentsOf", "at"]): return .atArgument(1)
        case ("removeLast", []), ("removeLast", [nil]), ("removeFirst", []), ("removeFirst", [nil]), ("popLast", []),
             ("remove", ["at"]), ("removeAll", []), ("removeAll", ["keepingCapacity"]), ("removeAll", ["where"]),
             ("removeSubrange", [nil]), ("sort", []), ("sort", ["by"]), ("reverse", []), ("swapAt", [nil, nil]), ("shuffle", []):
            return .none
        default: return .unknown
        }
    }

    /// This with the call's arguments read: `atArgument` becomes `at` the position it names.
    func resolved(with arguments: [Value]) -> AddedElements {
        guard case .atArgument(let index) = self else { return self }
        guard index < arguments.count, case .int(let start) = arguments[index] else { return .unknown }
        return .at(start)
    }

    /// The positions of the added elements in an array that went from `countBefore` to
    /// `countAfter` elements; `nil` when they cannot be told apart (then every element is
    /// converted).
    func positions(countBefore: Int, countAfter: Int) -> Range<Int>? {
        let grown = countAfter - countBefore
        switch self {
        case .unknown, .atArgument: return nil
        case .none: return grown <= 0 ? 0..<0 : nil
        case .atEnd: return grown >= 0 ? countBefore..<countAfter : nil
        case .at(let start): return grown >= 0 && start >= 0 && start + grown <= countAfter ? start..<(start + grown) : nil
        }
    }
}
