/// Anything a chart's content closure holds (Swift Charts' `ChartContent`): marks, `ForEach`,
/// `Plot`, groups built by `@ChartContentBuilder`, marks with modifiers, and types of your own
/// whose `body` is chart content:
///
/// ```swift
/// struct Forecast: ChartContent {
///     let points: [(day: Int, high: Double)]
///     var body: some ChartContent {
///         ForEach(points, id: \.day) { LineMark(x: .value("Day", $0.day), y: .value("High", $0.high)) }
///     }
/// }
/// ```
public protocol ChartContent {
    /// The content this content is made of.
    associatedtype Body: ChartContent
    /// The content this content is made of; marks, which are made of nothing else, are their own.
    @ChartContentBuilder var body: Body { get }
    /// Appends this content's marks to `marks`, in the order written. A type of your own
    /// leaves it to the default, which collects its `body`.
    func collectMarks(into marks: inout MarkCollection)
}

extension ChartContent {
    /// Collects the marks of `body`.
    public func collectMarks(into marks: inout MarkCollection) {
        body.collectMarks(into: &marks)
    }
}

/// The marks of a chart's content, in the order written, with the data index each was made for.
public struct MarkCollection: Sendable {
    /// The marks.
    public private(set) var marks: [PlottedMark] = []
    /// The data index of the innermost `ForEach` being collected; nil outside one.
    var currentDataIndex: Int?

    /// An empty collection.
    public init() {}

    /// Appends a mark, noting the data element it belongs to.
    public mutating func append(_ mark: PlottedMark) {
        var mark = mark
        mark.dataIndex = currentDataIndex ?? marks.count
        marks.append(mark)
    }

    /// Collects `content` with each mark it adds given `change`.
    public mutating func collect(_ content: some ChartContent, changing change: (inout PlottedMark) -> Void) {
        let start = marks.count
        content.collectMarks(into: &self)
        for index in start..<marks.count { change(&marks[index]) }
    }

    /// Collects the content made for data element `index`.
    public mutating func collect(_ content: some ChartContent, dataIndex index: Int) {
        let outer = currentDataIndex
        currentDataIndex = index
        content.collectMarks(into: &self)
        currentDataIndex = outer
    }

    /// Appends marks already collected.
    mutating func append(contentsOf other: [PlottedMark]) {
        marks.append(contentsOf: other)
    }
}

/// Content made of other content, its types erased: what `@ChartContentBuilder` makes of a block.
public struct ChartContentList: ChartContent {
    /// The parts, in order.
    public var parts: [any ChartContent]

    /// A list of parts.
    public init(_ parts: [any ChartContent]) {
        self.parts = parts
    }

    /// A list is made of its parts.
    public var body: EmptyChartContent { EmptyChartContent() }

    /// Every part's marks, in order.
    public func collectMarks(into marks: inout MarkCollection) {
        for part in parts { part.collectMarks(into: &marks) }
    }
}

/// Content with a change applied to each of its marks: what a mark modifier returns.
public struct ModifiedChartContent<Content: ChartContent>: ChartContent {
    /// The content modified.
    public var content: Content
    /// The change.
    let change: @Sendable (inout PlottedMark) -> Void

    /// `content` with `change` applied to each mark.
    public init(_ content: Content, _ change: @escaping @Sendable (inout PlottedMark) -> Void) {
        self.content = content
        self.change = change
    }

    /// Modified content has no body of its own.
    public var body: EmptyChartContent { EmptyChartContent() }

    /// The content's marks, changed.
    public func collectMarks(into marks: inout MarkCollection) {
        marks.collect(content, changing: change)
    }
}

/// Content with no marks: the body of marks and of other content made of no further content
/// (Swift Charts gives them the body `Never`; here the body is empty content, which reads safely).
public struct EmptyChartContent: ChartContent, Sendable {
    /// Nothing.
    public init() {}
    /// Itself.
    public var body: EmptyChartContent { self }
    /// No marks.
    public func collectMarks(into marks: inout MarkCollection) {}
}
