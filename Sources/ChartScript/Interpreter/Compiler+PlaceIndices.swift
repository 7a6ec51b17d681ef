extension Compiler {
    /// An index of a place's subscript evaluated once, before the place is used: the hidden
    /// slot it is kept in and how it is computed. A `default:` value is evaluated later, by
    /// the first access that needs it (``evaluatedOnce(_:in:)``), so `isLazy`.
    struct HoistedIndex {
        let name: String
        let slot: Int
        let value: Evaluator
        var isLazy = false
    }

    /// `place` with the index of each of its subscripts that does more than name a variable or
    /// write a literal (`groups[next(), default: []]`) read from a hidden slot, and the indices
    /// to evaluate into those slots first, in Swift's order (outer subscripts' first). A
    /// mutating call on the place then evaluates each index once, before its arguments, as
    /// Swift does, however many times it reads and changes the place. A `default:` value
    /// that does more than a literal is evaluated only when the key is missing, and then once
    /// (the call reads the place to choose its method before changing it): Swift evaluates
    /// its autoclosure only while the access runs.
    func hoistingIndices(of place: Expression) throws -> (place: Expression, indices: [HoistedIndex]) {
        guard Parser.isAssignable(place) else { return (place, []) }
        var hoisted: [HoistedIndex] = []
        let rewritten = try hoistIndices(place, into: &hoisted)
        return (rewritten, hoisted)
    }

    private func hoistIndices(_ expression: Expression, into hoisted: inout [HoistedIndex]) throws -> Expression {
        var rewritten = expression
        switch expression.kind {
        case let .subscripted(base, arguments):
            let inner = try hoistIndices(base, into: &hoisted)
            var kept = arguments
            for position in kept.indices where kept[position].label != "default" && !Self.isPlainIndex(kept[position].value) {
                let index = kept[position].value
                let name = "#index\(scope.slotCount)"
                let value = try compileExpression(index)
                let slot = declareLocal(name)
                hoisted.append(HoistedIndex(name: name, slot: slot, value: value))
                kept[position].value = Expression(kind: .identifier(name), location: index.location)
            }
            if Self.isDefaultedSubscript(kept), !Self.isPlainDefault(kept[1].value) {
                let fallback = kept[1].value
                let name = "#default\(scope.slotCount)"
                let value = try compileSubscriptDefault(fallback, of: base)
                let slot = declareLocal(name)
                defaultsEvaluatedOnce[name] = Self.evaluatedOnce(value, in: slot)
                hoisted.append(HoistedIndex(name: name, slot: slot, value: value, isLazy: true))
                kept[1].value = Expression(kind: .identifier(name), location: fallback.location)
            }
            rewritten.kind = .subscripted(inner, kept)
        case let .member(base, name):
            rewritten.kind = .member(try hoistIndices(base, into: &hoisted), name)
        case .forceUnwrap(let base):
            rewritten.kind = .forceUnwrap(try hoistIndices(base, into: &hoisted))
        case .optionalChain(let base):
            rewritten.kind = .optionalChain(try hoistIndices(base, into: &hoisted))
        case .optionalEvaluation(let inner):
            rewritten.kind = .optionalEvaluation(try hoistIndices(inner, into: &hoisted))
        default:
            break
        }
        return rewritten
    }

    /// Whether reading `index` twice is the same as reading it once: a name or a literal.
    private static func isPlainIndex(_ index: Expression) -> Bool {
        switch index.kind {
        case .identifier, .closureArgument, .selfExpression, .integer, .double, .boolean: return true
        default: return false
        }
    }

    /// `run`, after the hoisted indices are evaluated into their slots; the slots are emptied
    /// after it (an index holds nothing alive past its call). The hidden names go out of scope.
    func evaluatingIndices(_ indices: [HoistedIndex], before run: @escaping Evaluator) -> Evaluator {
        for index in indices {
            scope.blocks[scope.blocks.count - 1].removeValue(forKey: index.name)
            defaultsEvaluatedOnce.removeValue(forKey: index.name)
        }
        switch indices.count {
        case 0:
            return run
        case 1 where indices[0].isLazy:
            let slot = indices[0].slot
            return { frame in
                defer { frame.slots[slot] = .void }
                return try run(frame)
            }
        case 1:
            let (slot, value) = (indices[0].slot, indices[0].value)
            return { frame in
                frame.slots[slot] = try value(frame)
                defer { frame.slots[slot] = .void }
                return try run(frame)
            }
        default:
            return { frame in
                defer { for index in indices { frame.slots[index.slot] = .void } }
                for index in indices where !index.isLazy { frame.slots[index.slot] = try index.value(frame) }
                return try run(frame)
            }
        }
    }
}
