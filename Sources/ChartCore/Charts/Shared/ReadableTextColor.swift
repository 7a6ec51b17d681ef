extension Color {
    /// The least contrast text must have against what is behind it (WCAG 2 level AA, normal text).
    static let minimumTextContrast = 4.5

    /// Near-black or white, whichever contrasts more with this colour (WCAG contrast ratio),
    /// for text drawn over a bar or slice.
    private var readableTextColor: Color {
        let dark = Color(white: 0.1)
        let background = luminance
        let againstWhite = 1.05 / (background + 0.05)
        let againstDark = (background + 0.05) / (dark.luminance + 0.05)
        return againstDark >= againstWhite ? dark : .white
    }

    /// The WCAG contrast ratio of this colour and `other`, 1 (the same) … 21 (black and white);
    /// opacity is not considered (composite first: `composited(over:)`).
    func contrastRatio(with other: Color) -> Double {
        let lighter = Swift.max(luminance, other.luminance), darker = Swift.min(luminance, other.luminance)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// This colour as seen over an opaque `background`: mixed into it by its opacity.
    func composited(over background: Color) -> Color {
        background.withAlpha(1).mixed(with: withAlpha(1), amount: alpha)
    }

    /// A text colour that reads on this (opaque) colour at `minimumTextContrast`: `preferred`
    /// when it reaches it, else `readableTextColor` when that does, else black or white,
    /// whichever contrasts more (one of them always reaches 4.58:1).
    func textColor(preferring preferred: Color?) -> Color {
        if let preferred, preferred.contrastRatio(with: self) >= Self.minimumTextContrast { return preferred }
        let readable = readableTextColor
        if readable.contrastRatio(with: self) >= Self.minimumTextContrast { return readable }
        return Color.black.contrastRatio(with: self) >= Color.white.contrastRatio(with: self) ? .black : .white
    }
}
