/// A value owned elsewhere that can be read and written (SwiftUI's `Binding`): what
/// `chartXSelection(value:)` writes the selected value through.
///
/// ```swift
/// var selectedDay: Date? = nil
/// Chart(sales) { … }.chartXSelection(value: Binding(get: { selectedDay }, set: { selectedDay = $0 }))
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// The binding a property wrapper hands on (`$selection` of a `@Binding var`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes: writes are ignored (`.constant(nil)`).
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value read and written through the binding.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself (`$selection`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to one property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { read()[keyPath: keyPath] }, set: { newValue in
            var whole = read()
            whole[keyPath: keyPath] = newValue
            write(whole)
        })
    }
}

/// A value a view owns (SwiftUI's `State`): stored in a box, so that a `Binding` to it
/// (`$selection`) writes what the next read sees. Swift accepts a property wrapper on a
/// property (of a `struct`), not in top-level code: in a cell, a plain `var` with
/// `Binding(get:set:)` does the same.
@propertyWrapper
public struct State<Value> {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box

    /// State holding `wrappedValue` first.
    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    /// State holding `value` first.
    public init(initialValue value: Value) {
        box = Box(value)
    }

    /// The value now.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding that reads and writes the state.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State holding nil first (`@State var selection: Date?`).
    public init() {
        self.init(wrappedValue: nil)
    }
}
