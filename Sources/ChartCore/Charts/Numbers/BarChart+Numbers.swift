extension BarChart {
    /// A single-series bar chart of integer or floating-point values, paired with
    /// `categories` by position: `BarChart(categories: subjects, values: counts)` with
    /// `let counts = [31, 18, 14]`.
    public init<Values: Sequence>(categories: [String], values: Values) where Values.Element: ChartNumber {
        self.init(categories: categories, values: values.chartValues)
    }

    /// Adds a series of integer or floating-point values (see `addSeries(_:name:color:)`).
    public mutating func addSeries<Values: Sequence>(_ values: Values, name: String, color: Color? = nil)
    where Values.Element: ChartNumber {
        addSeries(values.chartValues, name: name, color: color)
    }
}
