/// Choices read from the fuzzer's bytes: each byte picks one alternative; once the bytes run
/// out every choice is the first alternative, which the grammar makes the simplest, so
/// generation always ends.
struct ByteChoices {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte was used.
    var isExhausted: Bool { position >= bytes.count }

    /// The next byte, or 0 past the end.
    mutating func next() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `0..<count`.
    mutating func below(_ count: Int) -> Int {
        count <= 1 ? 0 : Int(next()) % count
    }

    /// One of `options` (the first once the bytes run out).
    mutating func pick<Element>(_ options: [Element]) -> Element {
        options[below(options.count)]
    }

    /// True about `percent` times in a hundred (never once the bytes run out).
    mutating func chance(_ percent: Int) -> Bool {
        !isExhausted && Int(next()) % 100 < percent
    }

    /// A small integer, sometimes an extreme one.
    mutating func integer() -> Int {
        switch below(12) {
        case 0: return 0
        case 1: return 1
        case 2: return -1
        case 3: return Int.max
        case 4: return Int.min
        case 5: return 1_000_000
        default: return Int(Int8(bitPattern: next()))
        }
    }

    /// A small double, sometimes an extreme or special one.
    mutating func double() -> String {
        pick(["0.0", "1.5", "-2.25", "1e308", "-1e308", "5e-324", "(0.0 / 0.0)", "Double.infinity", "-0.0", "3.0",
              "\(Double(Int8(bitPattern: next())) / 4)"])
    }
}
