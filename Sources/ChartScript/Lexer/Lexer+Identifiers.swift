extension Unicode.Scalar {
    /// Whether the scalar may start an identifier (`_` included); ASCII is answered without
    /// Unicode's property tables, whose lookup costs a cell of megabytes seconds.
    @inline(__always)
    var startsIdentifier: Bool {
        guard isASCII else { return properties.isXIDStart }
        let value = value | 0x20
        return (value >= 0x61 && value <= 0x7A) || self == "_"
    }

    /// Whether the scalar may continue an identifier (`_` and digits included), ASCII quickly.
    @inline(__always)
    var continuesIdentifier: Bool {
        guard isASCII else { return properties.isXIDContinue }
        return startsIdentifier || (value >= 0x30 && value <= 0x39)
    }
}
