struct Parser {
    struct Failure: Error {}
    func number(from text: String) throws -> Int {
        guard let value = Int(text) else { throw Failure() }
        return value
    }
}
let parser = Parser()
let value = parser.number(from: "12")
print(value)
