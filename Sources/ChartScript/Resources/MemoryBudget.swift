/// How much memory the kernel's process may hold while a cell runs: past it, the cell stops
/// with a `MemoryError` and the session stays usable. One setting for the whole kernel, the
/// environment variable `SWIFT_CHART_KERNEL_MEMORY_BUDGET` (`4G`, `512M`, a number of bytes,
/// or `none`), read by the executable.
public struct MemoryBudget: Equatable, Sendable {
    /// The most resident bytes allowed, or `nil` for no limit.
    public let bytes: Int?

    /// No limit (the default of an engine made without one, as in tests).
    public static let unlimited = MemoryBudget(bytes: nil)

    /// The kernel's budget when the environment sets none: 4 GiB.
    public static let standard = MemoryBudget(bytes: 4 << 30)

    /// The name of the environment variable that sets the budget.
    public static let environmentVariable = "SWIFT_CHART_KERNEL_MEMORY_BUDGET"

    /// Allocations smaller than this are not checked before they are made (the watch of the
    /// resident memory catches many small ones).
    static let checkedSize = 1 << 20

    /// A budget of `bytes` bytes (`nil`: none).
    public init(bytes: Int?) {
        self.bytes = bytes
    }

    /// The budget written as in the environment variable: a number with an optional unit
    /// `K`, `M`, `G` or `T` (powers of 1024, an optional `i`/`B` after it), or `none`/`unlimited`;
    /// `nil` when the text is none of these or the size is below 16 MiB (a kernel needs that to
    /// start).
    public init?(parsing text: String) {
        let trimmed = text.trimmingWhitespaceAndNewlines().lowercased()
        if trimmed == "none" || trimmed == "unlimited" || trimmed == "0" {
            self.init(bytes: nil)
            return
        }
        var digits = Substring(trimmed)
        var unit = digits.drop { $0.isNumber }
        digits = digits.prefix { $0.isNumber }
        if unit.hasSuffix("b") { unit = unit.dropLast() }
        if unit.hasSuffix("i") { unit = unit.dropLast() }
        let shifts: [Substring: Int] = ["": 0, "k": 10, "m": 20, "g": 30, "t": 40]
        guard let number = Int(digits), let shift = shifts[unit] else { return nil }
        let (bytes, overflow) = number.multipliedReportingOverflow(by: 1 << shift)
        guard !overflow, bytes >= 16 << 20 else { return nil }
        self.init(bytes: bytes)
    }

    /// The budget the environment sets, `standard` when it sets none; `nil` when the variable
    /// holds something unreadable.
    public static func fromEnvironment(_ value: String?) -> MemoryBudget? {
        guard let value else { return standard }
        return MemoryBudget(parsing: value)
    }

    /// The budget for people: "4 GiB", "512 MiB", "no limit".
    public var description: String {
        guard let bytes else { return "no limit" }
        for (shift, unit) in [(40, "TiB"), (30, "GiB"), (20, "MiB")] where bytes >= 1 << shift {
            let value = Double(bytes) / Double(1 << shift)
            return value == value.rounded() ? "\(Int(value)) \(unit)" : "\((value * 10).rounded() / 10) \(unit)"
        }
        return "\(bytes) bytes"
    }

    /// Throws ``ScriptError/memoryExceeded(budget:)`` when allocating `bytes` more would take
    /// the process past the budget; small allocations are let through unchecked.
    func check(allocating bytes: Int) throws {
        guard let limit = self.bytes, bytes >= Self.checkedSize else { return }
        let (total, overflow) = ResidentMemory.bytes().addingReportingOverflow(bytes)
        if overflow || total > limit { throw ScriptError.memoryExceeded(budget: description) }
    }

    /// ``check(allocating:)`` with the budget of the session running code on this thread.
    static func checkCurrent(allocating bytes: Int) throws {
        try Runtime.current?.memoryBudget.check(allocating: bytes)
    }
}
