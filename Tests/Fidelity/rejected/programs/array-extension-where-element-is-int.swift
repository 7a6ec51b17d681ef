extension Array where Element == Int {
    func total() -> Int { reduce(0, +) }
}
print([1, 2, 3].total())
let words = ["a", "b"]
print(words.total())
