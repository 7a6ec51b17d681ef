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
    /// character keeps its first scalars). Linear in the length of the text; a label within
    /// the limits is returned as it is, without being copied.
    public static func bounded(_ text: String) -> String {
        if text.utf8.count <= maximumScalarsPerCharacter || certainlyWithinLimits(text) { return text }
        var characters = 0
        var index = text.startIndex
        while index < text.endIndex {
            if characters == maximumCharacters { return String(text[..<index]) + "…" }
            let next = text.index(after: index)
            let scalars = text.unicodeScalars[index..<next]
            if scalars.count > maximumScalarsPerCharacter {
                let cut = scalars.index(scalars.startIndex, offsetBy: maximumScalarsPerCharacter)
                return String(text.unicodeScalars[..<cut]) + "…"
            }
            characters += 1
            index = next
        }
        return text
    }

    /// Whether `text` certainly needs no cut, read byte by byte without breaking it into
    /// characters: at most ``maximumCharacters`` bytes (so at most as many characters), and no
    /// stretch that one character could span longer than ``maximumScalarsPerCharacter`` scalars.
    /// A character holds at most one ASCII scalar (`\r\n` aside, which is two), so its scalars
    /// lie within a run of non-ASCII scalars, one ASCII scalar and another run; every such
    /// stretch is counted. A `false` only means the careful scan decides.
    private static func certainlyWithinLimits(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count <= maximumCharacters else { return false }
        var run = 0     // non-ASCII scalars since the last ASCII one
        var bridge = 0  // scalars before this run that one character could join to it
        for byte in utf8 {
            if byte < 0x80 {
                if run > 0 {
                    if run + 1 > maximumScalarsPerCharacter { return false }
                    bridge = run + 1
                    run = 0
                } else {
                    bridge = 1
                }
            } else if byte >= 0xC0 {
                run += 1
                if bridge + run > maximumScalarsPerCharacter { return false }
            }
        }
        return true
    }
}
