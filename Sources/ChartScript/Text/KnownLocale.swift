/// The locales whose conventions the kernel's formatters know (numbers, currency signs, date
/// styles); others are refused rather than guessed. `current` is what Linux gives a process
/// without a language set.
enum KnownLocale: String, CaseIterable {
    case current = "en_001", unitedStates = "en_US", posix = "en_US_POSIX", britain = "en_GB"

    /// The currency sign, as ICU writes it before the number.
    var currencyPrefix: String {
        switch self {
        case .current: return "¤"
        case .unitedStates: return "$"
        case .posix: return "$\u{00A0}"
        case .britain: return "£"
        }
    }

    /// Whether dates are written day first (14/11/2023) rather than month first (11/14/23).
    var writesDayFirst: Bool { self == .current || self == .britain }
    /// Whether times are written on a 24-hour clock (22:13) rather than with AM and PM.
    var uses24HourClock: Bool { self == .britain }
}
