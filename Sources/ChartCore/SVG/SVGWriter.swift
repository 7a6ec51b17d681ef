/// The one place SVG text is produced: elements, attributes and text nodes, every value escaped.
///
/// Element and attribute names come from the library's own code; every value and text node
/// goes through `XMLEscaping`. The writer indents nothing (compact output) and ends each
/// element with a newline so that diffs of golden files stay readable.
public struct SVGWriter: Sendable {
    /// The document written so far.
    public private(set) var output: String = ""
    /// Names of the elements opened and not yet closed, innermost last.
    private var openElements: [String] = []
    /// The prefix of every id this writer hands out, so that several charts inlined in one
    /// HTML page do not share ids. Deterministic: the same chart gets the same prefix.
    public let idPrefix: String
    private var idCounter = 0
    /// The ids of definitions written once and shared, by key.
    private var sharedIDs: [String: String] = [:]

    /// A writer whose ids start with `idPrefix` (letters, digits, "-" and "_" only).
    public init(idPrefix: String = "c") {
        let allowed = idPrefix.unicodeScalars.filter {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
        var prefix = String(String.UnicodeScalarView(allowed))
        if prefix.isEmpty || !(prefix.unicodeScalars.first.map { ("a"..."z").contains($0) || ("A"..."Z").contains($0) } ?? false) {
            prefix = "c" + prefix
        }
        self.idPrefix = prefix
        output.reserveCapacity(4096)
    }

    /// A fresh id such as "c1a2b-grad-1"; the same sequence of calls gives the same ids.
    public mutating func makeID(_ purpose: String) -> String {
        idCounter += 1
        return "\(idPrefix)-\(purpose)-\(idCounter)"
    }

    /// The id of the definition known by `key`, written by `define` (given the writer and a
    /// fresh id) the first time the key is asked for: a gradient shared by 1e5 bars is
    /// defined once.
    public mutating func sharedID(_ purpose: String, key: String, define: (inout SVGWriter, String) -> Void) -> String {
        if let id = sharedIDs[key] { return id }
        let id = makeID(purpose)
        sharedIDs[key] = id
        define(&self, id)
        return id
    }

    /// Reserves room for a document of about `bytes` bytes.
    public mutating func reserveCapacity(_ bytes: Int) {
        output.reserveCapacity(bytes)
    }

    /// Opens `<name …>`; close it with `end()`.
    public mutating func start(_ name: String, _ attributes: [SVGAttribute] = []) {
        writeTag(name, attributes)
        output.append(">\n")
        openElements.append(name)
    }

    /// Closes the innermost open element; does nothing when none is open.
    public mutating func end() {
        guard let name = openElements.popLast() else { return }
        output.append("</")
        output.append(name)
        output.append(">\n")
    }

    /// Writes an element with no content: `<name …/>`.
    public mutating func empty(_ name: String, _ attributes: [SVGAttribute] = []) {
        writeTag(name, attributes)
        output.append("/>\n")
    }

    /// Writes an element holding only text: `<name …>text</name>`, the text escaped and cut to
    /// ``LabelLimit``.
    public mutating func element(_ name: String, _ attributes: [SVGAttribute] = [], text: String) {
        writeTag(name, attributes)
        output.append(">")
        XMLEscaping.append(LabelLimit.bounded(text), quotes: false, to: &output)
        output.append("</")
        output.append(name)
        output.append(">\n")
    }

    /// Writes an element with a `<title>` child, the tooltip browsers show on hover (cut to
    /// ``LabelLimit``).
    public mutating func element(_ name: String, _ attributes: [SVGAttribute] = [], tooltip: String) {
        writeTag(name, attributes)
        output.append("><title>")
        XMLEscaping.append(LabelLimit.bounded(tooltip), quotes: false, to: &output)
        output.append("</title></")
        output.append(name)
        output.append(">\n")
    }

    /// Closes every element still open and returns the document.
    public mutating func finish() -> String {
        while !openElements.isEmpty { end() }
        return output
    }

    private mutating func writeTag(_ name: String, _ attributes: [SVGAttribute]) {
        output.append("<")
        output.append(name)
        for attribute in attributes {
            output.append(" ")
            output.append(attribute.name)
            output.append("=\"")
            if attribute.isMarkupFree {
                output.append(attribute.value)
            } else {
                XMLEscaping.append(attribute.value, quotes: true, to: &output)
            }
            output.append("\"")
        }
    }
}
