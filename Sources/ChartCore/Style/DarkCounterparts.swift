/// The colours a chart drawn in the default light look (`Theme.plainWhite`, and the grammar
/// engine's Swift Charts look on it) uses, each with the colour that takes its place when a
/// front end shows the chart on a dark page.
///
/// A front end that knows its own theme restyles the same SVG with these pairs (the SVG itself
/// never changes, so a static picture keeps the light look it was drawn with): the background
/// becomes the page's, text and lines their `Theme.plainBlack` counterparts, the series colours
/// `Palette.twelveOnDark` (position for position with `Palette.twelveOnLight`) and Apple's
/// dark-appearance system colours for the grammar's default palette. Every text colour keeps at
/// least 4.5:1 against `darkBackground` (WCAG AA).
public enum DarkCounterparts {
    /// What a light colour stands for, which decides how it is replaced.
    public enum Role: Sendable {
        /// The chart's background, and what is drawn in the background's colour (halos round
        /// labels, rings round points, gaps between slices): it becomes the page's background.
        case background
        /// Everything else: text, lines, marks.
        case ink
    }

    /// One light colour and its dark counterpart.
    public struct Pair: Sendable {
        /// The colour as the light look writes it.
        public let light: Color
        /// The colour on a dark page (for `.background`, the fallback when the page does not
        /// say its own background colour).
        public let dark: Color
        /// What the colour stands for.
        public let role: Role
    }

    /// The background the dark counterparts are chosen against (JupyterLab Dark's page).
    public static let darkBackground = Color(red255: 0x11, green255: 0x11, blue255: 0x11)

    /// Every pair, the light colours distinct (the first pair for a colour wins).
    public static let pairs: [Pair] = {
        let light = Theme.plainWhite.style, dark = Theme.plainBlack.style
        var pairs = [Pair(light: .white, dark: darkBackground, role: .background)]
        func add(_ light: Color, _ dark: Color) { pairs.append(Pair(light: light, dark: dark, role: .ink)) }
        add(light.titleColor, dark.titleColor)
        add(light.textColor, dark.textColor)
        add(light.axisColor, dark.axisColor)
        add(light.gridColor, dark.gridColor)
        for (onLight, onDark) in zip(Palette.twelveOnLight, Palette.twelveOnDark) { add(onLight, onDark) }
        // The grammar engine's Swift Charts look: secondary greys, a light grid, tick marks.
        let grid = ChartLayoutEngine.gridColor
        add(ChartLayoutEngine.axisTextStyle.color ?? .gray, Color(red255: 152, green255: 152, blue255: 157))
        add(ChartLayoutEngine.legendTextStyle.color ?? .gray, Color(red255: 174, green255: 174, blue255: 178))
        add(grid, Color(red255: 56, green255: 56, blue255: 58))
        add(grid.mixed(with: .black, amount: 0.15), Color(red255: 72, green255: 72, blue255: 74))
        // Apple's system colours in the dark appearance.
        let system: [(Color, Color)] = [
            (.blue, Color(red255: 10, green255: 132, blue255: 255)), (.green, Color(red255: 48, green255: 209, blue255: 88)),
            (.orange, Color(red255: 255, green255: 159, blue255: 10)), (.purple, Color(red255: 191, green255: 90, blue255: 242)),
            (.red, Color(red255: 255, green255: 69, blue255: 58)), (.cyan, Color(red255: 100, green255: 210, blue255: 255)),
            (.yellow, Color(red255: 255, green255: 214, blue255: 10)), (.brown, Color(red255: 172, green255: 142, blue255: 104)),
            (.pink, Color(red255: 255, green255: 55, blue255: 95)), (.indigo, Color(red255: 94, green255: 92, blue255: 230)),
            (.mint, Color(red255: 99, green255: 230, blue255: 226)), (.teal, Color(red255: 64, green255: 200, blue255: 224)),
            (.gray, Color(red255: 152, green255: 152, blue255: 157)),
        ]
        for (onLight, onDark) in system { add(onLight, onDark) }
        var seen = Set<String>()
        return pairs.filter { seen.insert($0.light.hexString).inserted }
    }()

    /// True when a chart with `theme` is drawn in the light look these pairs restyle.
    public static func restyles(_ theme: Theme) -> Bool {
        theme == .plainWhite
    }
}
