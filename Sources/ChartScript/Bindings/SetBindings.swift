/// Sets: unique elements with membership tests and set algebra.
enum SetBindings {
    static func register(in table: BindingTable) {
        let type = table.type("Set", doc("struct Set<Element: Hashable>",
            "Unique elements in no particular order (this kernel keeps the order of insertion), with fast membership tests and set algebra.",
            "var genres: Set<String> = [\"Rock\", \"Jazz\"]"))
        type.addInitializer([], doc("init()", "An empty set.", "var seen = Set<Int>()")) { _, _ in .set(SetValue()) }
        type.addInitializer([param("minimumCapacity", "Int")], doc("init(minimumCapacity: Int)",
            "An empty set with room for at least that many elements (the kernel grows sets as needed, so the room is not visible).",
            "var seen = Set<Int>(minimumCapacity: 100)")) { arguments, _ in
            _ = try arguments.int(0)
            return .set(SetValue())
        }
        type.addMethod("reserveCapacity", [param(nil, "Int")], isMutating: true, doc("mutating func reserveCapacity(_ minimumCapacity: Int)",
            "Prepares room for the number of elements (the kernel grows sets as needed, so this changes nothing visible).",
            "seen.reserveCapacity(100)")) { _, arguments, _ in
            _ = try arguments.int(0)
            return .void
        }
        type.addInitializer([param(nil, "Any")], doc("init(_ elements: some Sequence)", "A set of the sequence's elements, duplicates dropped.",
                                                     "Set([1, 2, 2, 3])")) { arguments, _ in
            .set(try InterruptibleArrays.set(of: try arguments.value(0)))
        }
        type.addMethod("filter", [param(nil, "closure")], doc("func filter(_ isIncluded: (Element) -> Bool) -> Set<Element>",
            "The elements for which the closure returns true, as a set.", "genres.filter { $0.hasPrefix(\"R\") }")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            var result = SetValue()
            for element in try set(receiver).values where try SequenceBindings.truth(try test(element), "filter") {
                _ = try result.insert(element)
            }
            return .set(result)
        }
        SequenceBindings.register(on: type, receiver: "genres")
        type.addMethod("insert", [param(nil, "Any")], isMutating: true, doc("mutating func insert(_ element: Element) -> (inserted: Bool, memberAfterInsert: Element)",
            "Adds the element if it is not there yet.", "genres.insert(\"Blues\")")) { receiver, arguments, runtime in
            let element = try arguments.value(0)
            var inserted = false
            try change(&receiver) { inserted = try $0.insert(element) }
            return runtime.reusedTuples.pair(.setInsert, labels: insertLabels, .bool(inserted), element)
        }
        type.addMethod("remove", [param(nil, "Any")], isMutating: true, doc("mutating func remove(_ element: Element) -> Element?",
            "Removes the element; returns it, or nil when it was not there.", "genres.remove(\"Rock\")")) { receiver, arguments, _ in
            var removed: Value?
            try change(&receiver) { removed = try $0.remove(try arguments.value(0)) }
            return .optional(removed)
        }
        type.addMethod("removeAll", [], isMutating: true, doc("mutating func removeAll()", "Removes every element.", "genres.removeAll()")) { receiver, _, _ in
            receiver = .set(SetValue())
            return .void
        }
        let algebra: [(String, String, (SetValue, SetValue) throws -> [Value])] = [
            ("union", "The elements of either set.", { a, b in a.values + b.values }),
            ("intersection", "The elements in both sets.", { a, b in try a.values.filter { try b.contains($0) } }),
            ("subtracting", "The elements of this set that are not in the other.", { a, b in try a.values.filter { try !b.contains($0) } }),
            ("symmetricDifference", "The elements in exactly one of the sets.",
             { a, b in try a.values.filter { try !b.contains($0) } + b.values.filter { try !a.contains($0) } }),
        ]
        for (name, summary, combine) in algebra {
            type.addMethod(name, [param(nil, "Any")], doc("func \(name)(_ other: some Sequence<Element>) -> Set<Element>", summary,
                                                            "oddDigits.\(name)(evenDigits).sorted()")) { receiver, arguments, _ in
                .set(try SetValue(try combine(try set(receiver), try otherSet(arguments))))
            }
        }
        let mutations: [(String, String)] = [("formUnion", "union"), ("formIntersection", "intersection"), ("subtract", "subtracting"),
                                             ("formSymmetricDifference", "symmetricDifference")]
        for (name, counterpart) in mutations {
            type.addMethod(name, [param(nil, "Any")], isMutating: true, doc("mutating func \(name)(_ other: some Sequence<Element>)",
                "Changes this set to its \(counterpart) with the other.", "genres.\(name)(others)")) { receiver, arguments, _ in
                guard let combine = algebra.first(where: { $0.0 == counterpart })?.2 else { return .void }
                receiver = .set(try SetValue(try combine(try set(receiver), try otherSet(arguments))))
                return .void
            }
        }
        let relations: [(String, String, String, (SetValue, SetValue) throws -> Bool)] = [
            ("isSubset", "of", "Whether every element is in the other set.", { a, b in try a.values.allSatisfy { try b.contains($0) } }),
            ("isSuperset", "of", "Whether every element of the other set is in this one.", { a, b in try b.values.allSatisfy { try a.contains($0) } }),
            ("isStrictSubset", "of", "A subset, but not equal.", { a, b in
                let isSubset = try a.values.allSatisfy { try b.contains($0) }
                return a.count < b.count && isSubset
            }),
            ("isStrictSuperset", "of", "A superset, but not equal.", { a, b in
                let isSuperset = try b.values.allSatisfy { try a.contains($0) }
                return b.count < a.count && isSuperset
            }),
            ("isDisjoint", "with", "Whether the sets have no element in common.", { a, b in try a.values.allSatisfy { try !b.contains($0) } }),
        ]
        for (name, label, summary, test) in relations {
            type.addMethod(name, [param(label, "Any")], doc("func \(name)(\(label) other: some Sequence<Element>) -> Bool", summary,
                                                              "houseAnimals.\(name)(\(label): farmAnimals)")) { receiver, arguments, _ in
                .bool(try test(try set(receiver), try otherSet(arguments)))
            }
        }
    }

    /// The labels of `insert`'s result.
    private static let insertLabels: [String?] = ["inserted", "memberAfterInsert"]

    private static func set(_ value: Value) throws -> SetValue {
        guard case .set(let set) = value else { throw ScriptError.typeMismatch("expected a Set, not \(value.typeName)") }
        return set
    }

    private static func otherSet(_ arguments: BoundArguments) throws -> SetValue {
        let value = try arguments.value(0)
        if case .set(let set) = value { return set }
        return try SetValue(try Sequences.elements(of: value))
    }

    /// Changes the set in `receiver` in place (taken out first so it is uniquely referenced).
    private static func change(_ receiver: inout Value, _ body: (inout SetValue) throws -> Void) throws {
        guard case .set(var contents) = receiver else { throw ScriptError.typeMismatch("expected a Set, not \(receiver.typeName)") }
        receiver = .void
        defer { receiver = .set(contents) }
        try body(&contents)
    }
}
