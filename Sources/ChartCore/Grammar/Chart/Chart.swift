/// A chart of marks on shared scales (Swift Charts' `Chart`): its content closure lists the
/// marks, its modifiers set the scales, axes, legend and size.
///
/// ```swift
/// Chart(sales) { sale in
///     BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
///         .foregroundStyle(by: .value("Store", sale.store))
/// }
/// .chartYAxisLabel("Sales")
/// .frame(height: 300)
/// ```
///
/// The picture is `width` × `height` points (640 × 400 unless framed), plus its padding.
public struct Chart: Sendable {
    /// The marks, in the order written.
    public var marks: [PlottedMark]
    /// Scales, axes, legend, frame and padding.
    public var settings = ChartSettings()
    /// The title above the chart; nil for none (SwiftUI puts a `Text` above it instead).
    public var title: String?
    /// The title's style.
    public var titleStyle = TextStyle(fontSize: 17, weight: .semibold)
    /// The colours of background, axes and text.
    public var theme: Theme = .plainWhite { didSet { isThemeChosen = true } }
    /// Whether `theme` was set (even to `.plainWhite`): a chart in a look nobody chose follows
    /// a dark page in a notebook (`followsPageTheme`); a chosen look is kept everywhere.
    public internal(set) var isThemeChosen = false
    /// Legend settings of the seeds' charts (unused: `chartLegend` sets this chart's legend).
    public var legend = Legend()
    /// The selections the pointer sets (`chartXSelection(value:)`, …), one per axis at most.
    public internal(set) var selections: [ChartSelection] = []
    /// How the content is made again when a selection changes; nil when it cannot be (a
    /// compiled chart, whose picture is drawn once).
    public internal(set) var contentRemake: ChartContentRemake?

    /// A chart of the marks `content` lists.
    public init<Content: ChartContent>(@ChartContentBuilder content: () -> Content) {
        var collection = MarkCollection()
        content().collectMarks(into: &collection)
        marks = collection.marks
    }

    /// A chart of the marks `content` makes for each element of `data` (elements that are
    /// `Identifiable`); the marks of element i carry data index i.
    public init<Data: RandomAccessCollection, Content: ChartContent>(_ data: Data,
                                                                     @ChartContentBuilder content: (Data.Element) -> Content)
    where Data.Element: Identifiable {
        self.init(elements: data, content: content)
    }

    /// A chart of the marks `content` makes for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, Content: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                                   @ChartContentBuilder content: (Data.Element) -> Content) {
        self.init(elements: data, content: content)
    }

    /// A chart of marks already collected (what presets and bindings build).
    public init(marks: [PlottedMark]) {
        self.marks = marks
    }

    private init<Data: Sequence, Content: ChartContent>(elements: Data, content: (Data.Element) -> Content) {
        var collection = MarkCollection()
        for (index, element) in elements.enumerated() {
            collection.collect(content(element), dataIndex: index)
        }
        marks = collection.marks
    }

    /// The picture's width in points: the frame's width (640 unless set) plus padding.
    public var width: Double {
        get { (settings.frameWidth ?? 640) + settings.padding.left + settings.padding.right }
        set { settings.frameWidth = newValue - settings.padding.left - settings.padding.right }
    }

    /// The picture's height in points: the frame's height (400 unless set) plus padding.
    public var height: Double {
        get { (settings.frameHeight ?? 400) + settings.padding.top + settings.padding.bottom }
        set { settings.frameHeight = newValue - settings.padding.top - settings.padding.bottom }
    }
}
