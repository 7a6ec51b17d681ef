func greet(name: String) -> String {
    return "Hello, \(name)"
}
print(greet(nam: "Ada"))
