import FoundationEssentials

/// Anything an axis closure holds (Swift Charts' `AxisContent`): `AxisMarks`, and the grid
/// lines, ticks and labels inside them.
public protocol AxisContent {
    /// The axis content's parts as the engine reads them.
    func collectAxisParts(into parts: inout [AxisPart])
}

/// One part of an axis: a set of marks at some values with their grid lines, ticks and labels.
public struct AxisPart: Sendable {
    /// Which values get marks.
    public var values: AxisMarkValues
    /// Where the labels go.
    public var position: AxisMarkPosition
    /// How labels sit against the plot.
    public var preset: AxisMarkPreset
    /// The components at each value, made for that value (nil: grid line, tick and label). A
    /// closure that throws (a language binding's content failing) stops the chart's layout with
    /// `ChartError.axisContentFailed`.
    public var components: (@Sendable (AxisValue) throws -> [AxisMarkComponent])?

    /// A part of an axis.
    public init(values: AxisMarkValues, position: AxisMarkPosition, preset: AxisMarkPreset,
                components: (@Sendable (AxisValue) throws -> [AxisMarkComponent])?) {
        self.values = values
        self.position = position
        self.preset = preset
        self.components = components
    }
}

/// A grid line, tick or value label at one axis value.
public enum AxisMarkComponent: Sendable {
    /// A line across the plot.
    case gridLine(centered: Bool, stroke: StrokeStyle?, color: Color?)
    /// A short line on the axis.
    case tick(centered: Bool, length: Double, stroke: StrokeStyle?, color: Color?)
    /// The value's label: a format, or text made for it, and how crowded labels fit.
    case label(format: (@Sendable (PlottedValue) throws -> String)?, text: Text?, centered: Bool?, font: Font?, color: Color?,
               fitting: AxisLabelFitting = AxisLabelFitting())
}

/// Builds axis content (Swift Charts' `AxisContentBuilder`).
@resultBuilder
public enum AxisContentBuilder {
    /// A part written alone.
    public static func buildExpression(_ content: some AxisContent) -> any AxisContent { content }
    /// The parts of a block.
    public static func buildBlock(_ parts: any AxisContent...) -> AxisContentList { AxisContentList(parts) }
    /// An `if` without `else`.
    public static func buildOptional(_ content: (any AxisContent)?) -> any AxisContent { content ?? AxisContentList([]) }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first content: any AxisContent) -> any AxisContent { content }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second content: any AxisContent) -> any AxisContent { content }
    /// The passes of a loop.
    public static func buildArray(_ parts: [any AxisContent]) -> any AxisContent { AxisContentList(parts) }
}

/// Axis content of several parts.
public struct AxisContentList: AxisContent {
    /// The parts.
    public var parts: [any AxisContent]
    /// A list.
    public init(_ parts: [any AxisContent]) { self.parts = parts }
    /// Every part's parts.
    public func collectAxisParts(into parts: inout [AxisPart]) {
        for part in self.parts { part.collectAxisParts(into: &parts) }
    }
}

/// Grid lines, ticks and labels at a set of values (Swift Charts' `AxisMarks`).
///
/// ```swift
/// .chartXAxis {
///     AxisMarks(values: .stride(by: .month)) { value in
///         AxisGridLine()
///         AxisValueLabel(format: .dateTime.month(.narrow))
///     }
/// }
/// ```
public struct AxisMarks: AxisContent {
    let part: AxisPart

    /// Marks of an axis part already made (how a language binding the grammar makes them).
    public init(part: AxisPart) {
        self.part = part
    }

    /// Marks at `values`, each with a grid line, a tick and a label.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {
        part = AxisPart(values: values, position: position, preset: preset, components: nil)
    }

    /// Marks at `values`, each with the content made for it.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> AxisMarkList) {
        part = AxisPart(values: values, position: position, preset: preset, components: { value in content(value).components })
    }

    /// Marks at the given values (`values: [0, 50, 100]`).
    public init<Values: Collection>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values)
    where Values.Element: Plottable {
        part = AxisPart(values: .values(values.map(\.plottedValue)), position: position, preset: preset, components: nil)
    }

    /// Marks at the given values, each with the content made for it.
    public init<Values: Collection>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values,
                                    @AxisMarkBuilder content: @escaping (AxisValue) -> AxisMarkList) where Values.Element: Plottable {
        part = AxisPart(values: .values(values.map(\.plottedValue)), position: position, preset: preset,
                        components: { value in content(value).components })
    }

    /// This part.
    public func collectAxisParts(into parts: inout [AxisPart]) { parts.append(part) }
}

/// Which values an axis marks (Swift Charts' `AxisMarkValues`).
public enum AxisMarkValues: Sendable {
    /// Nice values chosen from the scale, about `desiredCount` of them.
    case automaticValues(desiredCount: Int?)
    /// Every `step` along a quantitative axis.
    case strideNumbers(Double)
    /// Every `count` calendar units along a date axis.
    case strideDates(DateUnit, count: Int)
    /// These values.
    case values([PlottedValue])

    /// Nice values chosen from the scale.
    public static let automatic = AxisMarkValues.automaticValues(desiredCount: nil)
    /// About `desiredCount` nice values.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        .automaticValues(desiredCount: desiredCount)
    }
    /// Every `step` (`.stride(by: 10)`).
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        .strideNumbers(step)
    }
    /// Every `count` calendar units (`.stride(by: .month)`, `.stride(by: .day, count: 7)`).
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        .strideDates(DateUnit(component), count: Swift.max(count, 1))
    }
}

/// Where an axis's labels go (Swift Charts' `AxisMarkPosition`).
public enum AxisMarkPosition: String, Hashable, Sendable, CaseIterable {
    case automatic, leading, trailing, top, bottom
}

/// How an axis's labels sit against the plot (Swift Charts' `AxisMarkPreset`).
public enum AxisMarkPreset: String, Hashable, Sendable, CaseIterable {
    case automatic, extended, aligned, inset
}

/// One value an axis marks, given to an `AxisMarks` content closure (Swift Charts' `AxisValue`).
public struct AxisValue: Sendable {
    /// The value.
    public var value: PlottedValue
    /// Its place among the axis's values.
    public var index: Int
    /// How many values the axis marks.
    public var count: Int

    /// A value.
    public init(value: PlottedValue, index: Int, count: Int) {
        self.value = value
        self.index = index
        self.count = count
    }

    /// The value as a type (`value.as(Double.self)`, `value.as(Date.self)`), nil when it is not one.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        if let primitive = P.PrimitivePlottable(plottedValue: value) { return P(primitivePlottable: primitive) }
        if case .number(let number) = value, let primitive = P.PrimitivePlottable(plottedValue: .number(number.rounded())),
           number == number.rounded() {
            return P(primitivePlottable: primitive)
        }
        return nil
    }
}

/// The parts of one axis mark: grid line, tick, label.
public protocol AxisMark {
    /// The component drawn.
    var component: AxisMarkComponent { get }
}

/// What an `AxisMarks` content closure builds for one value.
public struct AxisMarkList {
    /// The components.
    public var components: [AxisMarkComponent]
    /// A list of components.
    public init(components: [AxisMarkComponent]) {
        self.components = components
    }
}

/// Builds one value's axis marks (Swift Charts' `AxisMarkBuilder`).
@resultBuilder
public enum AxisMarkBuilder {
    /// A mark written alone.
    public static func buildExpression(_ mark: some AxisMark) -> [AxisMarkComponent] { [mark.component] }
    /// The marks of a block.
    public static func buildBlock(_ parts: [AxisMarkComponent]...) -> AxisMarkList { AxisMarkList(components: parts.flatMap { $0 }) }
    /// An `if` without `else`.
    public static func buildOptional(_ parts: AxisMarkList?) -> [AxisMarkComponent] { parts?.components ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first parts: AxisMarkList) -> [AxisMarkComponent] { parts.components }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second parts: AxisMarkList) -> [AxisMarkComponent] { parts.components }
}

/// A line across the plot at an axis value (Swift Charts' `AxisGridLine`).
public struct AxisGridLine: AxisMark {
    public let component: AxisMarkComponent
    /// A grid line, between values when `centered` on a category axis.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        component = .gridLine(centered: centered ?? false, stroke: stroke, color: nil)
    }
    /// The line in a colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine {
        guard case let .gridLine(centered, stroke, _) = component else { return self }
        return AxisGridLine(.gridLine(centered: centered, stroke: stroke, color: style.paint.representativeColor))
    }
    private init(_ component: AxisMarkComponent) { self.component = component }
}

/// A short line on the axis at a value (Swift Charts' `AxisTick`).
public struct AxisTick: AxisMark {
    public let component: AxisMarkComponent
    /// A tick `length` points long.
    public init(centered: Bool? = nil, length: Double = 4, stroke: StrokeStyle? = nil) {
        component = .tick(centered: centered ?? false, length: length, stroke: stroke, color: nil)
    }
    /// The tick in a colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick {
        guard case let .tick(centered, length, stroke, _) = component else { return self }
        return AxisTick(.tick(centered: centered, length: length, stroke: stroke, color: style.paint.representativeColor))
    }
    private init(_ component: AxisMarkComponent) { self.component = component }
}

/// A value's label (Swift Charts' `AxisValueLabel`): the value printed, through a format style
/// (`format: .dateTime.month(.abbreviated)`, `.number.precision(.fractionLength(1))`), or text.
public struct AxisValueLabel: AxisMark {
    public let component: AxisMarkComponent

    /// The value printed as the axis prints it, centred in its band when `centered`.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        component = .label(format: nil, text: nil, centered: centered, font: nil, color: nil,
                           fitting: AxisLabelFitting(collisionResolution: collisionResolution, orientation: orientation))
    }

    /// The value printed through a format style (for dates, numbers).
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: Double? = nil,
                                verticalSpacing: Double? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {
        let formatter: @Sendable (PlottedValue) -> String = { value in
            guard let primitive = F.FormatInput.PrimitivePlottable(plottedValue: value),
                  let input = F.FormatInput(primitivePlottable: primitive) else { return value.description }
            return format.format(input)
        }
        component = .label(format: formatter, text: nil, centered: centered, font: nil, color: nil,
                           fitting: AxisLabelFitting(collisionResolution: collisionResolution, orientation: orientation))
    }

    /// Text of your own at the value (`AxisValueLabel { Text("…") }`).
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                @ViewBuilder content: () -> ViewList) {
        let text = content().annotationLines.texts.first
        component = .label(format: nil, text: text, centered: centered, font: nil, color: nil,
                           fitting: AxisLabelFitting(collisionResolution: collisionResolution, orientation: orientation))
    }

    private init(_ component: AxisMarkComponent) { self.component = component }

    /// A label from its component already made (how a language binding the grammar makes one).
    public init(component: AxisMarkComponent) { self.component = component }

    /// The label in a font.
    public func font(_ font: Font?) -> AxisValueLabel {
        guard case let .label(format, text, centered, _, color, fitting) = component else { return self }
        return AxisValueLabel(.label(format: format, text: text, centered: centered, font: font, color: color, fitting: fitting))
    }

    /// The label in a colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel {
        guard case let .label(format, text, centered, font, _, fitting) = component else { return self }
        return AxisValueLabel(.label(format: format, text: text, centered: centered, font: font, color: style.paint.representativeColor,
                                     fitting: fitting))
    }
}

/// How labels that would overlap their neighbours are resolved (Swift Charts'
/// `AxisValueLabelCollisionResolution`).
public enum AxisValueLabelCollisionResolution: Hashable, Sendable {
    /// Every k-th label is kept, the smallest k that leaves no overlaps (the first label always
    /// shows), so the labels shown stay evenly spaced.
    case automatic
    /// Every label is drawn, overlapping or not.
    case disabled
    /// Labels are taken in order; one is drawn when it does not overlap the last one drawn.
    case greedy
    /// Each label is shortened with "…" to the room between its neighbours (flat labels).
    case truncate
}

/// Which way labels read (Swift Charts' `AxisValueLabelOrientation`); x axes only.
public enum AxisValueLabelOrientation: Hashable, Sendable {
    /// Flat, or turned 45° when the axis turns its labels to fit and flat ones do not.
    case automatic
    /// Flat.
    case horizontal
    /// Turned a quarter counter-clockwise: reading upwards, each label ending at its tick.
    case vertical
    /// Turned a quarter clockwise: reading downwards, each label starting at its tick.
    case verticalReversed
}

/// How an axis's value labels fit the room they have: the collision resolution and the
/// orientation an `AxisValueLabel` asks for.
public struct AxisLabelFitting: Hashable, Sendable {
    /// What happens to labels that would overlap.
    public var collisionResolution: AxisValueLabelCollisionResolution
    /// Which way the labels read.
    public var orientation: AxisValueLabelOrientation

    /// The fitting of an axis's labels (both automatic unless given).
    public init(collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                orientation: AxisValueLabelOrientation = .automatic) {
        self.collisionResolution = collisionResolution
        self.orientation = orientation
    }
}
