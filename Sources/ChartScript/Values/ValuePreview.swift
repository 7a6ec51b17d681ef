/// A short text of a value for places that show a glimpse of it, not its whole `print`: the
/// debugger's variables panel and the inspector (Shift-Tab). Collections show their first
/// ``elementLimit`` elements (`[0, 1, 2, … 999,900 more]`), one value at most ``partLimit``
/// parts, so a glimpse of a hundred million elements or of a value that shares itself 2^60
/// times costs as little as one of ten.
struct ValuePreview {
    /// The elements shown of each array, set and dictionary.
    static let elementLimit = 100
    /// The most parts (elements, fields, payloads) one preview describes.
    static let partLimit = 2_000

    /// The runtime that runs declared `description` properties.
    let runtime: Runtime?
    /// The longest text returned; a longer one is cut and ends with "…".
    let maximumLength: Int

    /// The value as `print` writes it (strings quoted when `quotingStrings`, as a cell's result
    /// shows them), shortened; the type's name when its description throws.
    func text(of value: Value, quotingStrings: Bool = false) -> String {
        let describer = Describer(runtime: runtime, partLimit: Self.partLimit, elementLimit: Self.elementLimit)
        let full = (try? quotingStrings ? describer.resultText(of: value) : describer.description(of: value)) ?? value.typeName
        guard full.count > maximumLength else { return full }
        return String(full.prefix(maximumLength)) + "…"
    }
}
