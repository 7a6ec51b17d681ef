/// Shortening text to a width, with a trailing "…".
enum TextFitting {
    /// `text` cut with a trailing "…" until it fits `width` in `style` (unchanged when it fits);
    /// at most ``LabelLimit/maximumCharacters`` characters are tried.
    static func shorten(_ text: String, toWidth width: Double, style: TextStyle) -> String {
        let text = LabelLimit.bounded(text)
        guard TextMeasure.width(of: text, style: style) > width else { return text }
        var characters = Array(text)
        while !characters.isEmpty && TextMeasure.width(of: String(characters) + "…", style: style) > width {
            characters.removeLast()
        }
        return String(characters) + "…"
    }
}
