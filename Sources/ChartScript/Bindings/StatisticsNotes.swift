import ChartCore

/// The kernel's one-line warnings where a statistic has no usable value: ChartCore's
/// statistics never fail (an empty array's mean is nan, as numpy's), so the kernel says why
/// on the cell's standard error (a compiled program gets the same values, silently).
enum StatisticsNotes {
    /// What the statistic was taken of, for the messages.
    enum Receiver {
        case array, range
    }

    /// The numbers a statistic read.
    enum Numbers {
        case ints([Int])
        case doubles([Double])

        var isEmpty: Bool { count == 0 }

        var count: Int {
            switch self {
            case .ints(let items): return items.count
            case .doubles(let items): return items.count
            }
        }

        /// The position of the first NaN, if any.
        var firstNaNIndex: Int? {
            guard case .doubles(let items) = self else { return nil }
            return items.firstIndex { $0.isNaN }
        }
    }

    /// Writes why `result` of statistic `property` (such as `sampleVariance`) is nan, when it
    /// is nan because `numbers` is empty, holds a NaN, or is one value for a sample statistic.
    /// An `[Int]`'s minimum or maximum of no values is noted as where the folds start.
    static func explain(_ property: String, of receiver: Receiver, numbers: Numbers, result: Value) {
        if case .ints(let items) = numbers, items.isEmpty, property == "minimum" || property == "maximum" {
            return explainEmptyExtreme(property, of: receiver)
        }
        guard isNaN(result) else { return }
        let name = words(property)
        if numbers.isEmpty {
            write("warning: the \(name) of \(emptyPhrase(receiver)) is nan")
        } else if let index = numbers.firstNaNIndex {
            write("warning: the \(name) is nan because the value at index \(index) is NaN")
        } else if property.hasPrefix("sample") && numbers.count == 1 {
            write("warning: the \(name) of a single value is nan; it needs at least two values")
        }
    }

    /// Writes that an `[Int]`'s minimum or maximum of no values is where `min(_:_:)` or
    /// `max(_:_:)` folds start.
    private static func explainEmptyExtreme(_ property: String, of receiver: Receiver) {
        let (start, function) = property == "minimum" ? ("Int.max", "min") : ("Int.min", "max")
        write("warning: the \(property) of \(emptyPhrase(receiver)) is \(start), where \(function)(_:_:) starts; check isEmpty first")
    }

    /// Writes that an integer `sum` or `range` wrapped around.
    static func explainOverflow(_ property: String) {
        let operation = property == "sum" ? "&+" : "&-"
        write("warning: the \(property) overflows Int and wrapped around (as \(operation) does); use map(Double.init).\(property) for an approximate value")
    }

    /// Writes why `quantile(probability)` is nan, when the probability is the reason.
    static func explainQuantile(_ probability: Double, of receiver: Receiver, numbers: Numbers, result: Double) {
        guard result.isNaN else { return }
        if !(probability >= 0 && probability <= 1) {
            write("warning: quantile(\(probability)) is nan; the probability must be between 0 and 1")
        } else {
            explain("quantile", of: receiver, numbers: numbers, result: .double(result))
        }
    }

    /// Writes `note` as one line to the running cell's standard error (nothing while code runs
    /// quietly, as for user expressions).
    private static func write(_ note: String) {
        Runtime.current?.context?.write(note + "\n", to: .stderr)
    }

    /// Whether a statistic's result is nan (a number, or a mode or summary made of nan).
    private static func isNaN(_ result: Value) -> Bool {
        switch result {
        case .double(let number): return number.isNaN
        case .array(let array):
            if case .doubles(let items) = array.storage { return items.contains { $0.isNaN } }
            return false
        case .native(let box):
            guard let summary = box.payload as? StatisticsSummary else { return false }
            return summary.mean.isNaN
        default: return false
        }
    }

    private static func emptyPhrase(_ receiver: Receiver) -> String {
        switch receiver {
        case .array: return "an empty array"
        case .range: return "an empty range"
        }
    }

    /// `sampleStandardDeviation` → "sample standard deviation".
    static func words(_ property: String) -> String {
        var text = ""
        for character in property {
            if character.isUppercase { text += " " + character.lowercased() } else { text.append(character) }
        }
        return text
    }
}
