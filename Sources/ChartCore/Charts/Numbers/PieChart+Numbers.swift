extension PieChart {
    /// A pie of integer or floating-point values, paired with `categories` by position:
    /// `PieChart(categories: subjects, values: counts)` with `let counts = [31, 18, 14]`.
    public init<Values: Sequence>(categories: [String], values: Values) where Values.Element: ChartNumber {
        self.init(categories: categories, values: values.chartValues)
    }
}
