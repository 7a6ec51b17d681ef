/// Builds chart content from marks written one after another, `if`, `if let`, `switch` and
/// `for` (Swift Charts' `ChartContentBuilder`). Every block becomes a `ChartContentList`.
@resultBuilder
public enum ChartContentBuilder {
    /// A piece of content written alone.
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
    /// A block of one piece of content: the content itself.
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }
    /// The parts of a block, in order.
    public static func buildBlock(_ parts: any ChartContent...) -> ChartContentList { ChartContentList(parts) }
    /// An `if` without `else`: its content, or nothing.
    public static func buildOptional(_ content: (any ChartContent)?) -> any ChartContent { content ?? EmptyChartContent() }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first content: any ChartContent) -> any ChartContent { content }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second content: any ChartContent) -> any ChartContent { content }
    /// The passes of a `for` loop.
    public static func buildArray(_ parts: [any ChartContent]) -> any ChartContent { ChartContentList(parts) }
    /// Content behind `if #available`.
    public static func buildLimitedAvailability(_ content: any ChartContent) -> any ChartContent { content }
}

/// Content for each element of a collection (SwiftUI's and Swift Charts' `ForEach`): the marks
/// for element i carry data index i, which hover and hit testing report.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: ChartContent>: ChartContent {
    /// The elements.
    public var data: Data
    /// Each element's identity.
    public let id: KeyPath<Data.Element, ID>?
    /// The content made for one element.
    public let content: (Data.Element) -> Content

    /// Content for each element, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// ForEach is made of its elements' content.
    public var body: EmptyChartContent { EmptyChartContent() }

    /// The marks of every element's content, element by element.
    public func collectMarks(into marks: inout MarkCollection) {
        for (index, element) in data.enumerated() {
            marks.collect(content(element), dataIndex: index)
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Content for each element of a collection of identifiable elements.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = \Data.Element.id
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Content for each integer of a range (`ForEach(0..<5) { i in … }`).
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = \Int.self
        self.content = content
    }
}

/// A group of content (Swift Charts' `Plot`): the same marks as written, grouped so that one
/// modifier applies to all of them.
public struct Plot<Content: ChartContent>: ChartContent {
    /// The group's content.
    public var content: Content

    /// A group.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// The group is its content.
    public var body: Content { content }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    /// The wrapped content, or none.
    public var body: EmptyChartContent { EmptyChartContent() }
    /// The wrapped content's marks, or none.
    public func collectMarks(into marks: inout MarkCollection) {
        if let wrapped = self { wrapped.collectMarks(into: &marks) }
    }
}
