/// The most of one label a chart draws: an absurd label (a million characters, or one letter
/// carrying 150,000 combining marks) is cut at a character with a trailing "…", so that
/// measuring, drawing and rasterizing it take bounded time.
///
/// Every text node and tooltip the SVG writer writes goes through ``bounded(_:)``; labels
/// within the limits are returned unchanged (the usual case costs one scan of the label).
public enum LabelLimit {
    /// Characters (grapheme clusters) of one label drawn at most.
    public static let maximumCharacters = 1_000
    /// Unicode scalars of one character drawn at most (a letter and its combining marks).
    public static let maximumScalarsPerCharacter = 32

    /// `text`, or its first characters and "…" when it holds more than ``maximumCharacters``
    /// characters or a character of more than ``maximumScalarsPerCharacter`` scalars (that
    /// character keeps its first scalars). Linear in the length of the text.
    public static func bounded(_ text: String) -> String {
        if text.utf8.count <= maximumScalarsPerCharacter { return text }
        var kept = String.UnicodeScalarView()
        var characters = 0
        for character in text {
            if characters == maximumCharacters { return String(kept) + "…" }
            let scalars = character.unicodeScalars
            if scalars.count > maximumScalarsPerCharacter {
                kept.append(contentsOf: scalars.prefix(maximumScalarsPerCharacter))
                return String(kept) + "…"
            }
            kept.append(contentsOf: scalars)
            characters += 1
        }
        return text
    }
}
