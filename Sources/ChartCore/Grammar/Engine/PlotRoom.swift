/// Points kept free inside the plot area at the ends of the x and y scales, so that what is
/// drawn at a scale's ends stays inside the plot: half a bar at a number or a date (as Swift
/// Charts pads its continuous scales for bars), an annotation whose overflow resolution pads
/// the scale (`.padScale`).
///
/// `low` is the end with the smaller pixel coordinate (left for x, top for y), `high` the other.
struct PlotRoom: Equatable {
    /// Points at the left of x, and the right.
    var x: (low: Double, high: Double) = (0, 0)
    /// Points at the top of y, and the bottom.
    var y: (low: Double, high: Double) = (0, 0)

    /// No room asked for.
    static let none = PlotRoom()

    /// Whether every end asks for less than a hundredth of a point.
    var isNegligible: Bool { [x.low, x.high, y.low, y.high].allSatisfy { $0 < 0.01 } }

    /// Asks for room enough that the stretch `low…high` along x (or y) lies between `start` and `end`.
    mutating func fit(_ low: Double, _ high: Double, within start: Double, _ end: Double, isX: Bool) {
        guard low.isFinite, high.isFinite else { return }
        let before = Swift.max(0, start - low), after = Swift.max(0, high - end)
        if isX { x = (Swift.max(x.low, before), Swift.max(x.high, after)) } else { y = (Swift.max(y.low, before), Swift.max(y.high, after)) }
    }

    /// This room and `other`'s together, each end at most `limit.x` (or `limit.y`) points.
    func adding(_ other: PlotRoom, limit: (x: Double, y: Double)) -> PlotRoom {
        PlotRoom(x: (Swift.min(x.low + other.x.low, limit.x), Swift.min(x.high + other.x.high, limit.x)),
                 y: (Swift.min(y.low + other.y.low, limit.y), Swift.min(y.high + other.y.high, limit.y)))
    }

    static func == (left: PlotRoom, right: PlotRoom) -> Bool {
        left.x == right.x && left.y == right.y
    }
}
