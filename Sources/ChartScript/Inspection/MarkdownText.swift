/// Text put into Markdown so that it shows as written: a front end renders Markdown as HTML,
/// and a value's text (`<img onerror=…>`, `<script>`, `[link](javascript:…)`) must never
/// become markup there.
enum MarkdownText {
    /// Characters that can start markup in CommonMark text: HTML, links and images,
    /// emphasis, code, headings, tables, strikethrough and escapes.
    private static let significant: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", ">", "&", "!", "#", "|", "~"]

    /// `text` with its code spans (`` `values.count` ``) kept and every character that could
    /// start markup elsewhere escaped with a backslash, so it shows as written.
    ///
    /// A code span is found as CommonMark finds it: a run of backticks closed by the next run of
    /// the same length; a run that is never closed is escaped like any other text.
    static func escaped(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "`" {
                let run = backtickRun(in: scalars, at: index)
                if let closing = closingRun(in: scalars, after: index + run, length: run) {
                    result.append(contentsOf: scalars[index..<(closing + run)])
                    index = closing + run
                    continue
                }
                for _ in 0..<run { result.append("\\"); result.append("`") }
                index += run
                continue
            }
            if significant.contains(scalar) { result.append("\\") }
            result.append(scalar)
            index += 1
        }
        return String(result)
    }

    /// `code` as a fenced code block in `language`, with a fence longer than any run of
    /// backticks inside, so nothing in it can close the block.
    static func fenced(_ code: String, language: String) -> String {
        var longest = 0, current = 0
        for scalar in code.unicodeScalars {
            current = scalar == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return "\(fence)\(language)\n\(code)\n\(fence)"
    }

    private static func backtickRun(in scalars: [Unicode.Scalar], at start: Int) -> Int {
        var end = start
        while end < scalars.count, scalars[end] == "`" { end += 1 }
        return end - start
    }

    /// Where the next run of exactly `length` backticks at or after `start` begins.
    private static func closingRun(in scalars: [Unicode.Scalar], after start: Int, length: Int) -> Int? {
        var index = start
        while index < scalars.count {
            guard scalars[index] == "`" else { index += 1; continue }
            let run = backtickRun(in: scalars, at: index)
            if run == length { return index }
            index += run
        }
        return nil
    }
}
