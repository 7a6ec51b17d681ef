enum LoadError: Error {
    case missing
}
func load(_ name: String) throws -> String {
    if name.isEmpty { throw LoadError.missing }
    return "data of \(name)"
}
let text = load("grades")
print(text)
