/// A library value a `for … in` loop can go through (a task group's results).
protocol NativeSequence {
    /// The elements, in the order the loop sees them.
    var elements: [Value] { get }
}
