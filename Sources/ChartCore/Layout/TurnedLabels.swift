#if canImport(Glibc)
import Glibc
#endif

/// The labels of a horizontal axis turned by an angle (CorePlot's `labelRotation`): how much
/// room they need below the plot and beside their ticks, where each is anchored, and how
/// many to skip so that neighbours never overlap.
///
/// A label turned counter-clockwise (a positive angle) ends at its tick and runs down to
/// the left; turned clockwise, it starts at its tick and runs down to the right. Its middle
/// line passes through the tick.
struct TurnedLabels: Hashable, Sendable {
    /// The space between the plot's bottom edge and the labels.
    static let gap = 6.0
    /// The space kept below the lowest label.
    static let margin = 2.0

    /// The turn in degrees, counter-clockwise, within -90 … 90 and never 0.
    let degrees: Double
    /// The labels' style.
    let style: TextStyle

    /// The absolute sine of the turn.
    var sine: Double { abs(sin(degrees * .pi / 180)) }
    /// The cosine of the turn.
    var cosine: Double { cos(degrees * .pi / 180) }

    /// The turn an axis's labels get: the axis's own rotation (kept within -90° … 90°), else
    /// 45° when it turns labels that do not fit side by side and they do not; 0 is flat.
    static func resolvedTurn(of axis: AxisDescription, plotWidth: Double, labelWidths: [Double]? = nil) -> Double {
        if let rotation = axis.labelRotation {
            var degrees = rotation.degrees.truncatingRemainder(dividingBy: 360)
            if degrees > 180 { degrees -= 360 }
            if degrees < -180 { degrees += 360 }
            guard degrees.isFinite else { return 0 }
            return min(max(degrees, -90), 90)
        }
        guard axis.turnsLabelsToFit, axis.showsLabels, axis.ticks.count > 1 else { return 0 }
        let fractions = axis.ticks.map(\.fraction).sorted()
        let closest = zip(fractions.dropFirst(), fractions).map { $0 - $1 }.min() ?? 1
        let room = closest * plotWidth
        let widths = labelWidths ?? axis.ticks.map { TextMeasure.width(of: $0.label, style: axis.labelStyle) }
        return widths.allSatisfy { $0 + AxisLayout.minimumLabelSpacing <= room } ? 0 : 45
    }

    /// The style turned labels are drawn in: `style`, or, when the widest (`widest` pixels in
    /// `style`) would not fit `room` pixels below the plot, a font up to three pixels smaller
    /// (never below 9 pixels). Text widths grow with the font size, so one measure serves all.
    static func fittingStyle(widest: Double, turn: Double, style: TextStyle, room: Double) -> TextStyle {
        var fitted = style
        let smallest = max(9, style.fontSize - 3)
        while fitted.fontSize > smallest {
            let turned = TurnedLabels(degrees: turn, style: fitted)
            if turned.blockHeight(forWidth: widest * fitted.fontSize / style.fontSize) <= room { break }
            fitted.fontSize = max(smallest, fitted.fontSize - 1)
        }
        return fitted
    }

    /// The height below the plot that a label `width` pixels long needs.
    func blockHeight(forWidth width: Double) -> Double {
        Self.gap + width * sine + style.fontSize * cosine + Self.margin
    }

    /// The longest label that fits a block `height` pixels high.
    func longestWidth(inBlock height: Double) -> Double {
        guard sine > 0.01 else { return .infinity }
        return max(0, (height - Self.gap - Self.margin - style.fontSize * cosine) / sine)
    }

    /// How far a label `width` pixels long reaches beside its tick (left for a positive turn,
    /// right for a negative one).
    func reach(ofWidth width: Double) -> Double {
        width * cosine + style.fontSize * 0.35 * sine
    }

    /// Where the label of the tick at `x` is anchored (the end of its baseline for a positive
    /// turn, the start for a negative one), below a plot whose bottom edge is `plotBottom`.
    func anchor(tickX x: Double, plotBottom: Double) -> Point {
        let along = style.fontSize * 0.35
        let sign: Double = degrees > 0 ? 1 : -1
        return Point(x: x + sign * along * sine, y: plotBottom + Self.gap + along * cosine)
    }

    /// The smallest stride k such that showing every k-th label of ticks `spacing` pixels
    /// apart leaves no overlaps (given the widest label, for turns close to flat).
    func stride(spacing: Double, widestLabel: Double) -> Int {
        guard spacing > 0 else { return 1 }
        let lineHeight = TextMeasure.lineHeight(fontSize: style.fontSize)
        // Turned labels are parallel: neighbours are spacing·sin(turn) apart across them.
        var needed = lineHeight / max(spacing * sine, 0.001)
        // Nearly flat labels also need their horizontal extents apart.
        if sine < 0.5 { needed = max(needed, (widestLabel * cosine + AxisLayout.minimumLabelSpacing) / spacing) }
        return Int(clamping: needed.rounded(.up), to: 1...Int.max)
    }
}
