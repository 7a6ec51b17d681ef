/// Parameter packs (Swift 5.9): `func f<each T>(_ values: repeat each T)`.
///
/// The interpreter is dynamic, so a pack is the list of its values: a `repeat each T` parameter
/// takes its arguments as a variadic parameter does. `repeat pattern` evaluates the pattern
/// once for each position of the packs it names with `each`, giving a tuple of the results
/// (one result is the value itself, none is `()`), or, after `for … in`, the results in order.
extension Compiler {
    /// A `repeat` expansion being compiled: the slot holding the current position, and the
    /// packs that `each` reads inside it.
    final class PackExpansion {
        let indexSlot: Int
        let scope: Scope
        var packs: [Evaluator] = []

        init(indexSlot: Int, scope: Scope) {
            self.indexSlot = indexSlot
            self.scope = scope
        }
    }

    /// `repeat pattern`.
    func compilePackExpansion(_ pattern: Expression, asArray: Bool, at location: SourceLocation) throws -> Evaluator {
        let expansion = PackExpansion(indexSlot: scope.newSlot(), scope: scope)
        packExpansions.append(expansion)
        let body: Evaluator
        do {
            defer { packExpansions.removeLast() }
            body = try compileExpression(pattern)
        }
        guard let firstPack = expansion.packs.first else {
            throw LocatedError(.typeMismatch("'repeat' needs a parameter pack in its pattern, named with 'each'"), at: location)
        }
        let slot = expansion.indexSlot
        return { frame in
            let count = Self.packElements(try firstPack(frame)).count
            var results: [Value] = []
            results.reserveCapacity(count)
            for index in 0..<count {
                frame.slots[slot] = .int(index)
                results.append(try body(frame))
            }
            if asArray { return .array(ArrayValue(keeping: results)) }
            // A statement (`repeat print(each value)`) gives nothing.
            if results.allSatisfy({ if case .void = $0 { true } else { false } }) { return .void }
            switch results.count {
            case 0: return .void
            case 1: return results[0]
            default: return .tuple(TupleValue(labels: Array(repeating: nil, count: results.count), values: results))
            }
        }
    }

    /// `each values`: the element of the pack at the position of the enclosing `repeat`.
    func compilePackElement(_ operand: Expression, at location: SourceLocation) throws -> Evaluator {
        guard let expansion = packExpansions.last else {
            let name = { if case .identifier(let name) = operand.kind { name } else { "each" } }()
            throw LocatedError(.typeMismatch("pack reference '\(name)' requires expansion using 'repeat'"), at: location)
        }
        guard expansion.scope === scope else {
            throw LocatedError(.unsupported(construct: "'each' inside a closure within 'repeat'"), at: location)
        }
        let pack = try compileExpression(operand)
        expansion.packs.append(pack)
        let slot = expansion.indexSlot
        return { frame in
            let elements = Self.packElements(try pack(frame))
            guard case .int(let index) = frame.slots[slot], elements.indices.contains(index) else {
                throw LocatedError(.typeMismatch("the packs in one 'repeat' must have the same length"), at: location)
            }
            return elements[index]
        }
    }

    /// The values of a pack: a pack parameter's list, or a tuple made from a pack.
    private static func packElements(_ value: Value) -> [Value] {
        switch value {
        case .array(let array): return array.values
        case .tuple(let tuple): return tuple.values
        case .void: return []
        default: return [value]
        }
    }
}
