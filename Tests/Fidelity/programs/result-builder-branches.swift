// Result builders: how if/else-if chains, if without else, switch and for loops reach buildEither, buildOptional and buildArray (the tree of buildEither as swiftc balances it).
@resultBuilder
struct Trace {
    static func buildBlock(_ parts: String...) -> String { "[" + parts.joined(separator: " ") + "]" }
    static func buildEither(first: String) -> String { "F(" + first + ")" }
    static func buildEither(second: String) -> String { "S(" + second + ")" }
    static func buildOptional(_ part: String?) -> String { part ?? "none" }
    static func buildArray(_ parts: [String]) -> String { "{" + parts.joined(separator: ",") + "}" }
    static func buildExpression(_ number: Int) -> String { "#\(number)" }
    static func buildExpression(_ text: String) -> String { text }
}
func trace(@Trace _ body: () -> String) -> String { body() }
for n in 0..<5 {
    let text = trace {
        "start"
        if n == 0 { "zero" } else if n == 1 { "one" } else if n == 2 { 2 } else if n == 3 { "three" } else { "many" }
        if n > 2 { "big" }
        if n == 1 { "a" } else if n == 2 { "b" }
        switch n {
        case 0: "s0"
        case 1: "s1"
        case 2: "s2"
        default: "sd"
        }
        for i in 0..<n { i }
        let doubled = n * 2
        doubled
    }
    print(text)
}
struct Menu {
    let items: [String]
    init(@Trace content: () -> String) { items = [content()] }
}
print(Menu { "a"; "b" }.items)
@Trace var status: String {
    "ok"
    if true { "yes" }
}
print(status)
