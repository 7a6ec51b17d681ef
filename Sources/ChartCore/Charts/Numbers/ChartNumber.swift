/// A number a chart can draw. Every standard integer and floating-point type conforms, so
/// the charts' initialisers take `[Int]` as readily as `[Double]`:
///
/// ```swift
/// let enrollment = [12, 19, 25, 31]          // [Int]
/// let graph = LineGraph(enrollment)          // drawn from 12.0, 19.0, 25.0, 31.0
/// ```
///
/// Charts keep their values as `Double`; integers beyond 2^53 in magnitude round to the
/// nearest `Double`. Conform a type of your own by giving its `chartValue`.
public protocol ChartNumber {
    /// The number as the `Double` a chart draws.
    var chartValue: Double { get }
}

extension ChartNumber where Self: BinaryInteger {
    /// The integer as a `Double` (rounded to the nearest beyond 2^53 in magnitude).
    public var chartValue: Double { Double(self) }
}

extension ChartNumber where Self: BinaryFloatingPoint {
    /// The number as a `Double` (exact for `Float`; NaN stays NaN, a gap in a line graph).
    public var chartValue: Double { Double(self) }
}

extension Int: ChartNumber {}
extension Int8: ChartNumber {}
extension Int16: ChartNumber {}
extension Int32: ChartNumber {}
extension Int64: ChartNumber {}
extension UInt: ChartNumber {}
extension UInt8: ChartNumber {}
extension UInt16: ChartNumber {}
extension UInt32: ChartNumber {}
extension UInt64: ChartNumber {}
extension Double: ChartNumber {}
extension Float: ChartNumber {}

extension Sequence where Element: ChartNumber {
    /// The values as the `Double`s a chart draws.
    var chartValues: [Double] {
        if let doubles = self as? [Double] { return doubles }
        return map(\.chartValue)
    }
}
