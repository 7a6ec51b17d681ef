/// Random identifiers in the shape of version 4 UUIDs, for session, message and comm ids.
public enum RandomIdentifier {
    /// A new random UUID (version 4, variant 1) in lowercase: "1b4e28ba-2fa1-41d2-883f-0016d3cca427".
    public static func uuid() -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        var text = ""
        text.reserveCapacity(36)
        for (index, byte) in bytes.enumerated() {
            if index == 4 || index == 6 || index == 8 || index == 10 { text.append("-") }
            text.append(hexDigits[Int(byte >> 4)])
            text.append(hexDigits[Int(byte & 0x0F)])
        }
        return text
    }

    /// A new random UUID without its dashes: 32 lowercase hex digits, as Jupyter's comm ids.
    public static func hex32() -> String {
        uuid().filter { $0 != "-" }
    }

    private static let hexDigits = Array("0123456789abcdef")
}
