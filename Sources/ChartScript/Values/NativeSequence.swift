/// A library value a `for … in` loop can go through (a task group's results).
protocol NativeSequence {
    /// The elements, in the order the loop sees them.
    var elements: [Value] { get }
}

/// A library object with reference semantics (a Foundation class such as `JSONEncoder`): a
/// `let` holding one may still change its properties, as in Swift.
protocol NativeReference: AnyObject {}
