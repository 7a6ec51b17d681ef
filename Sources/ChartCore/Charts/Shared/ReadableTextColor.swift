extension Color {
    /// Near-black or white, whichever contrasts more with this colour (WCAG contrast ratio),
    /// for text drawn over a bar or slice.
    var readableTextColor: Color {
        let dark = Color(white: 0.1)
        let background = luminance
        let againstWhite = 1.05 / (background + 0.05)
        let againstDark = (background + 0.05) / (dark.luminance + 0.05)
        return againstDark >= againstWhite ? dark : .white
    }
}
