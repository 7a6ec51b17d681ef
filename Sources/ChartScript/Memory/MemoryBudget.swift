/// How much memory one kernel may hold: the resident size past which a running cell stops
/// with a `MemoryError` instead of taking the machine from the other kernels on it.
///
/// Written as a size with an optional binary unit: `1G`, `512M`, `1.5G`, `800MiB`, `2048K`,
/// or a plain number of bytes; `none` turns the budget off. The kernel reads it from
/// ``environmentVariable``, which a kernelspec sets in its `env`.
public struct MemoryBudget: Equatable, Sendable, CustomStringConvertible {
    /// The environment variable holding the budget (`SWIFT_CHART_KERNEL_MEMORY_LIMIT=1G`).
    public static let environmentVariable = "SWIFT_CHART_KERNEL_MEMORY_LIMIT"

    /// 1 GiB: a charting lesson needs a few tens of MiB, and 20 kernels at their full budget
    /// still fit in a 24 GiB server.
    public static let standard = MemoryBudget(bytes: 1 << 30)

    /// No budget: cells may allocate until the system refuses.
    public static let unlimited = MemoryBudget(bytes: nil)

    /// The smallest budget accepted: below it a kernel could not run an ordinary cell.
    public static let minimumBytes = 32 << 20

    /// The budget in bytes, or nil for no budget.
    public let bytes: Int?

    private init(bytes: Int?) {
        self.bytes = bytes
    }

    /// A budget of `bytes` bytes (at least ``minimumBytes``).
    public init(byteCount bytes: Int) throws {
        guard bytes >= Self.minimumBytes else {
            throw MemoryBudgetError.tooSmall(text: String(bytes), minimum: Self.minimumBytes)
        }
        self.bytes = bytes
    }

    /// Parses a setting such as `1G`, `512M`, `1.5GiB`, `1073741824` or `none`
    /// (units are binary and case-insensitive: K, M, G, T, with or without `B` or `iB`).
    public init(parsing text: String) throws {
        let trimmed = text.trimmingSpaces
        if ["none", "unlimited", "off"].contains(trimmed.lowercased()) {
            self = .unlimited
            return
        }
        let digits = trimmed.prefix { $0.isNumber || $0 == "." }
        let unit = trimmed.dropFirst(digits.count).trimmingSpaces.lowercased()
        guard let number = Double(digits), number.isFinite, let shift = Self.shifts[unit] else {
            throw MemoryBudgetError.notASize(text: text)
        }
        let bytes = number * Double(1 << shift)
        guard bytes < Double(Int.max / 2) else { throw MemoryBudgetError.notASize(text: text) }
        guard Int(bytes) >= Self.minimumBytes else {
            throw MemoryBudgetError.tooSmall(text: text, minimum: Self.minimumBytes)
        }
        self.bytes = Int(bytes)
    }

    /// Each accepted unit and the power of two it stands for.
    private static let shifts: [String: Int] = {
        var shifts = ["": 0, "b": 0]
        for (letter, shift) in [("k", 10), ("m", 20), ("g", 30), ("t", 40)] {
            for spelling in [letter, letter + "b", letter + "ib"] { shifts[spelling] = shift }
        }
        return shifts
    }()

    /// The budget from `value` (the environment variable's text): ``standard`` when it is nil or empty.
    public init(environmentValue value: String?) throws {
        guard let value, !value.trimmingSpaces.isEmpty else {
            self = .standard
            return
        }
        try self.init(parsing: value)
    }

    /// "1 GiB", "512 MiB" or "none".
    public var description: String {
        bytes.map(MemorySize.text) ?? "none"
    }
}

/// A memory budget setting that cannot be used.
public enum MemoryBudgetError: Error, Equatable, CustomStringConvertible {
    /// The text is not a size.
    case notASize(text: String)
    /// The size is too small to run cells.
    case tooSmall(text: String, minimum: Int)

    /// The message, naming the setting and what to write instead.
    public var description: String {
        switch self {
        case .notASize(let text):
            return "\(MemoryBudget.environmentVariable)='\(text)' is not a size; write it as 1G, 512M, 1.5G or none"
        case let .tooSmall(text, minimum):
            return "\(MemoryBudget.environmentVariable)='\(text)' is too small; a kernel needs at least \(MemorySize.text(minimum))"
        }
    }
}

/// Sizes in bytes written for people.
enum MemorySize {
    /// "1 GiB", "1.5 GiB", "512 MiB", "12 KiB" or "100 bytes", with at most one decimal.
    static func text(_ bytes: Int) -> String {
        let units = [(40, "TiB"), (30, "GiB"), (20, "MiB"), (10, "KiB")]
        for (shift, name) in units where bytes >= 1 << shift {
            let tenths = (Double(bytes) / Double(1 << shift) * 10).rounded()
            let whole = Int(tenths) / 10, fraction = Int(tenths) % 10
            return fraction == 0 ? "\(whole) \(name)" : "\(whole).\(fraction) \(name)"
        }
        return "\(bytes) bytes"
    }
}

private extension StringProtocol {
    /// The text without spaces at either end.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
