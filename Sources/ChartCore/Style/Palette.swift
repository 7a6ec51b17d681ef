/// Ready-made lists of series colours.
public enum Palette {
    /// Okabe and Ito's eight colours, distinguishable with the common colour-vision deficiencies.
    /// The default palette on light themes.
    public static let okabeIto: [Color] = [
        Color(red255: 0xE6, green255: 0x9F, blue255: 0x00), Color(red255: 0x56, green255: 0xB4, blue255: 0xE9),
        Color(red255: 0x00, green255: 0x9E, blue255: 0x73), Color(red255: 0xF0, green255: 0xE4, blue255: 0x42),
        Color(red255: 0x00, green255: 0x72, blue255: 0xB2), Color(red255: 0xD5, green255: 0x5E, blue255: 0x00),
        Color(red255: 0xCC, green255: 0x79, blue255: 0xA7), Color(red255: 0x00, green255: 0x00, blue255: 0x00),
    ]

    /// Okabe–Ito reordered for drawing lines on a light background: the strongest colours first
    /// (blue, vermillion, bluish green, …), yellow last because it is faint on white.
    public static let okabeItoForLines: [Color] = [
        okabeIto[4], okabeIto[5], okabeIto[2], okabeIto[6], okabeIto[0], okabeIto[1], okabeIto[7], okabeIto[3],
    ]

    /// Okabe–Ito for dark backgrounds: black is replaced by a light grey.
    public static let okabeItoOnDark: [Color] = [
        okabeIto[1], okabeIto[0], okabeIto[2], okabeIto[3], okabeIto[6], okabeIto[5], okabeIto[4], Color(white: 0.85),
    ]

    /// Twelve colours for light backgrounds before any repeats: `okabeItoForLines`, then
    /// maroon, deep purple, dim grey and silver, chosen so that every pair stays as far apart
    /// (CIEDE2000 ≥ 10 with normal vision and simulated protanopia, deuteranopia and
    /// tritanopia) as the Okabe–Ito colours are from one another. The default on light themes.
    public static let twelveOnLight: [Color] = okabeItoForLines + [
        Color(red255: 0x88, green255: 0x00, blue255: 0x00), Color(red255: 0x44, green255: 0x00, blue255: 0x66),
        Color(red255: 0x66, green255: 0x66, blue255: 0x66), Color(red255: 0xBB, green255: 0xBB, blue255: 0xBB),
    ]

    /// Twelve colours for dark backgrounds before any repeats: `okabeItoOnDark`, then pale
    /// green, brown, violet and light cyan, as far apart as `twelveOnLight`'s and each at least
    /// 3:1 against a near-black background. The default on dark themes.
    public static let twelveOnDark: [Color] = okabeItoOnDark + [
        Color(red255: 0xAA, green255: 0xEE, blue255: 0xAA), Color(red255: 0x88, green255: 0x66, blue255: 0x44),
        Color(red255: 0xAA, green255: 0x66, blue255: 0xFF), Color(red255: 0x66, green255: 0xEE, blue255: 0xFF),
    ]

    /// Tableau 10, the default palette of Tableau and Vega.
    public static let tableau10: [Color] = [
        Color(red255: 0x4E, green255: 0x79, blue255: 0xA7), Color(red255: 0xF2, green255: 0x8E, blue255: 0x2B),
        Color(red255: 0xE1, green255: 0x57, blue255: 0x59), Color(red255: 0x76, green255: 0xB7, blue255: 0xB2),
        Color(red255: 0x59, green255: 0xA1, blue255: 0x4F), Color(red255: 0xED, green255: 0xC9, blue255: 0x48),
        Color(red255: 0xB0, green255: 0x7A, blue255: 0xA1), Color(red255: 0xFF, green255: 0x9D, blue255: 0xA7),
        Color(red255: 0x9C, green255: 0x75, blue255: 0x5F), Color(red255: 0xBA, green255: 0xB0, blue255: 0xAC),
    ]

    /// The colour at `index` in `palette`, wrapping around; black for an empty palette.
    public static func color(at index: Int, in palette: [Color]) -> Color {
        guard !palette.isEmpty else { return .black }
        let wrapped = ((index % palette.count) + palette.count) % palette.count
        return palette[wrapped]
    }
}
