extension LineGraph {
    /// A line graph of any integer or floating-point values by index, with optional x labels:
    /// `LineGraph(enrollment, labels: months)` with `let enrollment = [12, 19, 25]`, or a range
    /// such as `LineGraph(1...10)`.
    public init<Values: Sequence>(_ values: Values, labels: [String]? = nil) where Values.Element: ChartNumber {
        self.init(values.chartValues, labels: labels)
    }

    /// Adds another line of integer or floating-point values (see `addSeries(_:name:color:)`).
    public mutating func addSeries<Values: Sequence>(_ values: Values, name: String, color: Color? = nil)
    where Values.Element: ChartNumber {
        addSeries(values.chartValues, name: name, color: color)
    }
}
