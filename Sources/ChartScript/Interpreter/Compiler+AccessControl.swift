/// `private` members: Swift lets a type's own code and its extensions use them (a notebook
/// exported as a program is one file, so `fileprivate` and private top-level names are usable
/// everywhere). A use from anywhere else runs, with a note saying Swift refuses it.
extension Compiler {
    /// Records the names `member` declares `private` (or `private(set)`) in `info`.
    func recordPrivacy(of member: Statement, _ modifiers: Modifiers, in info: TypeInfo) {
        let isPrivate = modifiers.contains("private")
        let hasPrivateSetter = modifiers.contains("private(set)")
        guard isPrivate || hasPrivateSetter else { return }
        let names: [String]
        switch member.kind {
        case .declaration(let declaration): names = declaration.bindings.flatMap(\.pattern.boundNames)
        case .function(let function): names = [function.name]
        default: names = []
        }
        for name in names {
            if isPrivate { info.privateMembers.insert(name) } else { info.privateSetters.insert(name) }
            runtime.types.privateMemberNames.insert(name)
        }
    }

    /// `receiver`, checked for a use of its private member `name` when some type has one.
    func checkingPrivateUse(of name: String, on receiver: @escaping Evaluator, at location: SourceLocation) -> Evaluator {
        guard let check = privateUseCheck(name, isWrite: false, at: location) else { return receiver }
        return { frame in
            let value = try receiver(frame)
            check(value)
            return value
        }
    }

    /// `owner`, the place holding a value whose member `name` is set, checked for a change
    /// Swift refuses (a private or `private(set)` member) when some type has one.
    func checkingPrivateWrite(of name: String, through owner: LValue, at location: SourceLocation) -> LValue {
        guard let check = privateUseCheck(name, isWrite: true, at: location) else { return owner }
        var checked = owner
        let (read, modify) = (owner.read, owner.modify)
        checked.read = { frame in
            let value = try read(frame)
            check(value)
            return value
        }
        checked.modify = { frame, body in
            try modify(frame) { value in check(value); return try body(&value) }
        }
        return checked
    }

    /// A check to run on the receiver of `receiver.name` (read, called, or with `isWrite`
    /// changed) that notes a use Swift refuses; nil when no declared type keeps `name`
    /// private, so ordinary member access pays nothing.
    func privateUseCheck(_ name: String, isWrite: Bool, at location: SourceLocation) -> ((Value) -> Void)? {
        guard runtime.types.privateMemberNames.contains(name) else { return nil }
        // The code's own type and the types around it may use their private members.
        var context: [String] = []
        var current = typeContext?.type
        while let type = current {
            context.append(type.name)
            current = type.enclosingType
        }
        let runtime = self.runtime
        return { receiver in
            let type: TypeInfo
            switch receiver.unwrapped ?? receiver {
            case .instance(let instance): type = instance.type
            case .enumCase(let value): type = value.type
            case .metatype(let metatype): type = metatype
            default: return
            }
            guard let owner = type.classChain.first(where: { $0.privateMembers.contains(name) || (isWrite && $0.privateSetters.contains(name)) }),
                  !context.contains(owner.name) else { return }
            let what = owner.privateMembers.contains(name) ? "'\(name)' is private to \(owner.name)" : "'\(name)' can only be set inside \(owner.name) (private(set))"
            runtime.note("\(what); Swift refuses this use", at: location)
        }
    }
}
