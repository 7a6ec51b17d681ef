/// The chart themes of CorePlot, redrawn with a cleaner modern look.
public enum Theme: String, CaseIterable, Sendable {
    /// White background, dark text, light grid. The default.
    case plainWhite
    /// Black background, light text.
    case plainBlack
    /// A dark grey gradient (CorePlot's dark gradient theme).
    case dark
    /// Slate blue-grey (CorePlot's slate theme).
    case slate
    /// Deep blue to black, as in a stock ticker (CorePlot's stocks theme).
    case stocks

    /// The colours this theme gives to every part of a chart.
    public var style: ThemeStyle {
        switch self {
        case .plainWhite:
            return ThemeStyle(
                background: .solid(.white), plotAreaFill: nil,
                axisColor: Color(red255: 0x9C, green255: 0xA3, blue255: 0xAF),
                gridColor: Color(red255: 0xE5, green255: 0xE7, blue255: 0xEB),
                textColor: Color(red255: 0x37, green255: 0x41, blue255: 0x51),
                titleColor: Color(red255: 0x11, green255: 0x18, blue255: 0x27),
                palette: Palette.twelveOnLight, isDark: false)
        case .plainBlack:
            return ThemeStyle(
                background: .solid(.black), plotAreaFill: nil,
                axisColor: Color(white: 0.55), gridColor: Color(white: 0.2),
                textColor: Color(white: 0.82), titleColor: .white,
                palette: Palette.twelveOnDark, isDark: true)
        case .dark:
            return ThemeStyle(
                background: .verticalGradient(top: Color(white: 0.24), bottom: Color(white: 0.12)),
                plotAreaFill: .verticalGradient(top: Color(white: 0.2), bottom: Color(white: 0.15)),
                axisColor: Color(white: 0.6), gridColor: Color(white: 0.32),
                textColor: Color(white: 0.85), titleColor: .white,
                palette: Palette.twelveOnDark, isDark: true)
        case .slate:
            return ThemeStyle(
                background: .verticalGradient(top: Color(red255: 0xE2, green255: 0xE8, blue255: 0xF0),
                                              bottom: Color(red255: 0xCB, green255: 0xD5, blue255: 0xE1)),
                plotAreaFill: .solid(Color(red255: 0xF1, green255: 0xF5, blue255: 0xF9)),
                axisColor: Color(red255: 0x64, green255: 0x74, blue255: 0x8B),
                gridColor: Color(red255: 0xCB, green255: 0xD5, blue255: 0xE1),
                textColor: Color(red255: 0x33, green255: 0x41, blue255: 0x55),
                titleColor: Color(red255: 0x0F, green255: 0x17, blue255: 0x2A),
                palette: Palette.twelveOnLight, isDark: false)
        case .stocks:
            return ThemeStyle(
                background: .verticalGradient(top: Color(red255: 0x0B, green255: 0x1F, blue255: 0x4A),
                                              bottom: Color(red255: 0x02, green255: 0x06, blue255: 0x17)),
                plotAreaFill: .verticalGradient(top: Color(red255: 0x10, green255: 0x2A, blue255: 0x5E, alpha: 0.6),
                                                bottom: Color(red255: 0x03, green255: 0x0A, blue255: 0x20, alpha: 0.6)),
                axisColor: Color(red255: 0x7D, green255: 0x8F, blue255: 0xB3),
                gridColor: Color(red255: 0x1F, green255: 0x35, blue255: 0x66),
                textColor: Color(red255: 0xD6, green255: 0xE0, blue255: 0xF5), titleColor: .white,
                palette: Palette.twelveOnDark, isDark: true)
        }
    }
}

/// The resolved colours of a theme.
public struct ThemeStyle: Hashable, Sendable {
    /// The whole chart's background.
    public var background: Fill
    /// The plot area's own fill, nil when it shows the background.
    public var plotAreaFill: Fill?
    /// Axis lines and tick marks.
    public var axisColor: Color
    /// Grid lines.
    public var gridColor: Color
    /// Tick labels, legend text, axis titles.
    public var textColor: Color
    /// The chart title.
    public var titleColor: Color
    /// Series colours, in order.
    public var palette: [Color]
    /// True when text must be light.
    public var isDark: Bool

    /// The colour for series number `index` (wrapping around the palette).
    public func seriesColor(_ index: Int) -> Color {
        Palette.color(at: index, in: palette)
    }

    /// A colour that reads on the background, for text drawn over the plot.
    public var backgroundColor: Color { background.averageColor }
}
