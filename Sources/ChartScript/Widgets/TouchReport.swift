/// BEMSimpleLineGraph's touch reporting for an interactive chart: closures the cell gave to
/// `interactive(_:onTouch:onRelease:)`, and the index the pointer last touched.
///
/// `onTouch` runs each time the closest index changes while the pointer moves over the
/// chart (BEM's `lineGraph:didTouchGraphWithClosestIndex:`); `onRelease` runs once when the
/// pointer leaves it, with the last index touched (`didReleaseTouchFromGraphWithClosestIndex:`).
struct TouchReport {
    /// Called with the newly touched index.
    var onTouch: FunctionValue?
    /// Called with the last touched index when the pointer leaves the chart.
    var onRelease: FunctionValue?
    /// The index last reported to `onTouch`; nil before the first touch and after a release.
    private(set) var touchedIndex: Int?

    /// Creates a report; nil when neither closure is given.
    init?(onTouch: FunctionValue?, onRelease: FunctionValue?) {
        guard onTouch != nil || onRelease != nil else { return nil }
        self.onTouch = onTouch
        self.onRelease = onRelease
    }

    /// Records a hover's hit; returns the closure to call with `index` when the touched index
    /// changed (nil when it did not, or when there is no `onTouch`).
    mutating func touch(_ index: Int) -> FunctionValue? {
        guard index != touchedIndex else { return nil }
        touchedIndex = index
        return onTouch
    }

    /// Forgets the touched index without reporting a release (the chart was replaced).
    mutating func forgetTouch() {
        touchedIndex = nil
    }

    /// Ends the touch; returns `onRelease` and the last touched index, when both exist.
    mutating func release() -> (FunctionValue, Int)? {
        defer { touchedIndex = nil }
        guard let onRelease, let touchedIndex else { return nil }
        return (onRelease, touchedIndex)
    }
}
