// Result builders: the Drawing example of The Swift Programming Language, buildExpression, buildFinalResult, and builders on functions, initializers and computed properties.
protocol Drawable {
    func draw() -> String
}
struct Line: Drawable {
    var elements: [Drawable]
    func draw() -> String {
        return elements.map { $0.draw() }.joined(separator: "")
    }
}
struct Text: Drawable {
    var content: String
    init(_ content: String) { self.content = content }
    func draw() -> String { return content }
}
struct Space: Drawable {
    func draw() -> String { return " " }
}
struct Stars: Drawable {
    var length: Int
    func draw() -> String { return String(repeating: "*", count: length) }
}
struct AllCaps: Drawable {
    var content: Drawable
    func draw() -> String { return content.draw().uppercased() }
}
@resultBuilder
struct DrawingBuilder {
    static func buildBlock(_ components: Drawable...) -> Drawable {
        return Line(elements: components)
    }
    static func buildEither(first: Drawable) -> Drawable {
        return first
    }
    static func buildEither(second: Drawable) -> Drawable {
        return second
    }
}
func draw(@DrawingBuilder content: () -> Drawable) -> Drawable {
    return content()
}
func caps(@DrawingBuilder content: () -> Drawable) -> Drawable {
    return AllCaps(content: content())
}
func makeGreeting(for name: String? = nil) -> Drawable {
    let greeting = draw {
        Stars(length: 3)
        Text("Hello")
        Space()
        caps {
            if let name = name {
                Text(name + "!")
            } else {
                Text("World!")
            }
        }
        Stars(length: 2)
    }
    return greeting
}
let genericGreeting = makeGreeting()
print(genericGreeting.draw())
let personalGreeting = makeGreeting(for: "Ravi Patel")
print(personalGreeting.draw())
extension DrawingBuilder {
    static func buildArray(_ components: [Drawable]) -> Drawable {
        return Line(elements: components)
    }
    static func buildOptional(_ component: Drawable?) -> Drawable {
        return component ?? Line(elements: [])
    }
}
let manyStars = draw {
    Text("Stars:")
    for length in 1...3 {
        Space()
        Stars(length: length)
    }
}
print(manyStars.draw())
@DrawingBuilder func banner(_ loud: Bool) -> Drawable {
    Stars(length: 1)
    if loud {
        Text("HEY")
    }
    Stars(length: 1)
}
print(banner(true).draw(), banner(false).draw())
@resultBuilder
struct ArrayBuilder {
    static func buildExpression(_ value: Int) -> [Int] { [value] }
    static func buildBlock(_ parts: [Int]...) -> [Int] { parts.flatMap { $0 } }
    static func buildFinalResult(_ parts: [Int]) -> String { parts.map(String.init).joined(separator: ",") }
}
struct Numbers {
    @ArrayBuilder var listed: String {
        1
        2
        3
    }
}
print(Numbers().listed)
