struct Counter {
    var count = 0
    func describe() -> String {
        return "count: \(count)"
    }
}
print(Counter.describe())
