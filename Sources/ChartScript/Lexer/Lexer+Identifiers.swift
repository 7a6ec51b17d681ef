extension Unicode.Scalar {
    /// Whether the scalar may start an identifier (`_` included); ASCII is answered without
    /// Unicode's property tables, whose lookup costs a cell of megabytes seconds.
    @inline(__always)
    var startsIdentifier: Bool {
        guard isASCII else { return properties.isXIDStart || isSwiftIdentifierHead }
        let value = value | 0x20
        return (value >= 0x61 && value <= 0x7A) || self == "_"
    }

    /// Whether the scalar may continue an identifier (`_` and digits included), ASCII quickly.
    @inline(__always)
    var continuesIdentifier: Bool {
        guard isASCII else { return properties.isXIDContinue || isSwiftIdentifierHead || (0xFE20...0xFE2F).contains(value) }
        return startsIdentifier || (value >= 0x30 && value <= 0x39)
    }

    /// Scalars Swift's grammar lets start a name beyond Unicode's identifier letters: emoji and
    /// other symbols of the supplementary planes (`let 🐶🐮 = "dogcow"`), circled numbers,
    /// variation selectors and the zero-width joiners that build emoji.
    private var isSwiftIdentifierHead: Bool {
        switch value {
        case 0x10000...0x1FFFD, 0x2460...0x24FF, 0x2776...0x2793, 0xFDF0...0xFE1F, 0x200B...0x200D: return true
        default: return false
        }
    }
}
