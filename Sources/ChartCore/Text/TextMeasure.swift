/// Estimates how wide text renders, without a font engine, from per-character advance widths
/// of Helvetica/Arial (the metrics most system sans-serif fonts are close to).
///
/// Non-ASCII text is handled by character class: accented Latin, Greek and Cyrillic letters
/// use an average letter width, CJK and emoji a full em, combining marks nothing.
public enum TextMeasure {
    /// Advance widths in thousandths of an em for U+0020 … U+007E.
    private static let asciiWidths: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 … ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P … _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` … o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,       // p … ~
    ]

    /// Bold text is about this much wider than regular.
    static let boldFactor = 1.07

    /// Estimates are widened by this much so that wider fallback fonts (DejaVu Sans, used when
    /// no Helvetica-like font is installed) still fit the space reserved for them.
    static let safetyFactor = 1.08

    /// The estimated width in pixels of `text` in `style`.
    public static func width(of text: String, style: TextStyle) -> Double {
        width(of: text, fontSize: style.fontSize, isBold: style.isBold)
    }

    /// The estimated width in pixels of `text` at `fontSize`.
    public static func width(of text: String, fontSize: Double, isBold: Bool = false) -> Double {
        var thousandths = 0
        for scalar in text.unicodeScalars {
            thousandths += advance(of: scalar)
        }
        return Double(thousandths) / 1000 * fontSize * safetyFactor * (isBold ? boldFactor : 1)
    }

    /// The height of one line of text in pixels (font size plus leading).
    public static func lineHeight(fontSize: Double) -> Double {
        fontSize * 1.2
    }

    /// How high one combining mark stacked on another raises the top of the text, in ems:
    /// librsvg drew "a" with 1, 2, 8 and 31 acute accents (U+0301) at 16 px reaching 13, 16,
    /// 39 and 128 px above the baseline, 0.24 em a mark past the first.
    static let stackedMarkStep = 0.25

    /// How far the combining marks stacked on one letter of `text`, as it is drawn (cut by
    /// ``LabelLimit``), reach above the line at `fontSize`: nothing for a letter with one mark
    /// (an accent fits the line's own height), ``stackedMarkStep`` of the font size for each
    /// further mark of the letter carrying most. Linear in the length of the text.
    public static func heightOfStackedMarks(in text: String, fontSize: Double) -> Double {
        var most = 0
        for character in LabelLimit.bounded(text) {
            var marks = 0
            for scalar in character.unicodeScalars where isCombiningMark(scalar) { marks += 1 }
            most = max(most, marks)
        }
        return Double(max(0, most - 1)) * stackedMarkStep * fontSize
    }

    /// Whether `scalar` is a combining mark drawn on the letter before it.
    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return false
        }
    }

    /// The advance of one scalar in thousandths of an em.
    static func advance(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value <= 0x7E { return Int(asciiWidths[Int(value - 0x20)]) }
        switch value {
        case 0x00..<0x20, 0x7F..<0xA0: return 0                      // control characters
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF,
             0x20D0...0x20FF, 0xFE20...0xFE2F: return 0             // combining marks (isCombiningMark)
        case 0x200B...0x200F, 0xFE00...0xFE0F: return 0               // zero-width, variation selectors
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3,
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD: return 1000           // CJK, Hangul, full width
        case 0x1F000...0x1FAFF, 0x2600...0x27BF: return 1000          // emoji and symbols
        case 0xA0...0x24F: return 580                                 // Latin-1 and Latin Extended
        case 0x370...0x52F: return 600                                // Greek, Cyrillic
        case 0x2000...0x206F: return 500                              // general punctuation
        default: return 600
        }
    }
}
