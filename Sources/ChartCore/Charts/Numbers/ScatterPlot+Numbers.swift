// A scatter plot takes [Int] as readily as [Double] for x and for y. These are concrete
// overloads rather than one generic initialiser over two sequences: with two generic
// parameters, Swift's type checker gives up on common arguments such as
// `(0..<2000).map { Double($0) / 10 }` ("unable to type-check this expression in reasonable time").

extension ScatterPlot {
    /// A scatter plot of integer x and y values: `ScatterPlot(x: [1, 2, 3], y: [52, 60, 58])`.
    @_disfavoredOverload
    public init(x: [Int], y: [Int]) {
        self.init(x: x.chartValues, y: y.chartValues)
    }

    /// A scatter plot of integer x values and floating-point y values.
    @_disfavoredOverload
    public init(x: [Int], y: [Double]) {
        self.init(x: x.chartValues, y: y)
    }

    /// A scatter plot of floating-point x values and integer y values:
    /// `ScatterPlot(x: hours, y: scores)` with `let scores = [52, 60, 58]`.
    @_disfavoredOverload
    public init(x: [Double], y: [Int]) {
        self.init(x: x, y: y.chartValues)
    }

    /// Adds a series of integer x and y values (see `addSeries(x:y:name:color:symbol:)`).
    @_disfavoredOverload
    public mutating func addSeries(x: [Int], y: [Int], name: String, color: Color? = nil, symbol: PlotSymbol? = nil) {
        addSeries(x: x.chartValues, y: y.chartValues, name: name, color: color, symbol: symbol)
    }

    /// Adds a series of integer x values and floating-point y values.
    @_disfavoredOverload
    public mutating func addSeries(x: [Int], y: [Double], name: String, color: Color? = nil, symbol: PlotSymbol? = nil) {
        addSeries(x: x.chartValues, y: y, name: name, color: color, symbol: symbol)
    }

    /// Adds a series of floating-point x values and integer y values.
    @_disfavoredOverload
    public mutating func addSeries(x: [Double], y: [Int], name: String, color: Color? = nil, symbol: PlotSymbol? = nil) {
        addSeries(x: x, y: y.chartValues, name: name, color: color, symbol: symbol)
    }
}
