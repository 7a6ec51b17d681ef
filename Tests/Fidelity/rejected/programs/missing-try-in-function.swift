struct ParseError: Error {}
func parse(_ text: String) throws -> Int {
    guard let value = Int(text) else { throw ParseError() }
    return value
}
func total(_ texts: [String]) throws -> Int {
    var sum = 0
    for text in texts {
        sum += parse(text)
    }
    return sum
}
print(try total(["1", "2"]))
