/// Something drawn as an annotation or a label (SwiftUI's `View`): text, stacks of text,
/// and simple shapes. A chart's annotation content and axis label content are views.
public protocol View {
    /// The view's lines of text, in order, and how they stack.
    var annotationLines: AnnotationLines { get }
}

/// What an annotation draws: lines of text stacked vertically (or side by side), each with
/// its own style, and a swatch colour when the view is a shape.
public struct AnnotationLines: Hashable, Sendable {
    /// The texts.
    public var texts: [Text]
    /// True to lay the texts out side by side (HStack).
    public var isHorizontal: Bool
    /// How the texts line up across the stack: -1 leading, 0 centre, 1 trailing.
    public var alignment: Int
    /// A shape's fill and size (a circle or rectangle annotation), nil for text.
    public var shape: AnnotationShape?

    /// Lines of text.
    public init(texts: [Text], isHorizontal: Bool = false, alignment: Int = 0, shape: AnnotationShape? = nil) {
        self.texts = texts
        self.isHorizontal = isHorizontal
        self.alignment = alignment
        self.shape = shape
    }
}

/// A filled shape drawn as an annotation.
public struct AnnotationShape: Hashable, Sendable {
    /// Whether it is round.
    public var isCircle: Bool
    /// Its fill.
    public var color: Color
    /// Its width in points.
    public var width: Double
    /// Its height in points.
    public var height: Double
}

extension Text: View {
    /// One line.
    public var annotationLines: AnnotationLines { AnnotationLines(texts: [self]) }
}

/// Nothing at all.
public struct EmptyView: View, Hashable, Sendable {
    /// Nothing.
    public init() {}
    /// No lines.
    public var annotationLines: AnnotationLines { AnnotationLines(texts: []) }
}

/// Several views one after another, as a view builder makes them.
public struct ViewList: View {
    /// The views.
    public var views: [any View]
    /// Views in order.
    public init(views: [any View]) {
        self.views = views
    }
    /// The views' lines, stacked.
    public var annotationLines: AnnotationLines {
        AnnotationLines(texts: views.flatMap { $0.annotationLines.texts }, shape: views.lazy.compactMap { $0.annotationLines.shape }.first)
    }
}

/// Views stacked top to bottom (SwiftUI's `VStack`).
public struct VStack: View {
    let content: AnnotationLines
    /// A vertical stack; `alignment` lines the texts up (.leading, .center, .trailing).
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> ViewList) {
        var lines = content().annotationLines
        lines.isHorizontal = false
        lines.alignment = alignment.offset
        self.content = lines
    }
    /// The stacked lines.
    public var annotationLines: AnnotationLines { content }
}

/// Views side by side (SwiftUI's `HStack`).
public struct HStack: View {
    let content: AnnotationLines
    /// A horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> ViewList) {
        var lines = content().annotationLines
        lines.isHorizontal = true
        self.content = lines
    }
    /// The lines side by side.
    public var annotationLines: AnnotationLines { content }
}

/// A filled circle (SwiftUI's `Circle`), drawn 8 points wide unless framed.
public struct Circle: View, Hashable, Sendable {
    var color: Color = .blue
    var size: (Double, Double) = (8, 8)
    /// A circle.
    public init() {}
    /// The circle filled with a style.
    public func fill<S: ShapeStyle>(_ style: S) -> Circle { var copy = self; copy.color = style.paint.representativeColor; return copy }
    /// The circle at a size.
    public func frame(width: Double? = nil, height: Double? = nil) -> Circle {
        var copy = self; copy.size = (width ?? size.0, height ?? width ?? size.1); return copy
    }
    /// A round shape.
    public var annotationLines: AnnotationLines {
        AnnotationLines(texts: [], shape: AnnotationShape(isCircle: true, color: color, width: size.0, height: size.1))
    }
    public static func == (a: Circle, b: Circle) -> Bool { a.color == b.color && a.size == b.size }
    public func hash(into hasher: inout Hasher) { hasher.combine(color); hasher.combine(size.0); hasher.combine(size.1) }
}

/// Builds annotation content from views written one after another (SwiftUI's `ViewBuilder`).
@resultBuilder
public enum ViewBuilder {
    /// The views of a block.
    public static func buildBlock(_ views: any View...) -> ViewList { ViewList(views: views) }
    /// A view written alone.
    public static func buildExpression(_ view: any View) -> any View { view }
    /// An `if` without `else`.
    public static func buildOptional(_ view: (any View)?) -> any View { view ?? EmptyView() }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first view: any View) -> any View { view }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second view: any View) -> any View { view }
    /// Views of a loop.
    public static func buildArray(_ views: [any View]) -> any View { ViewList(views: views) }
}
