extension Array where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}
print([1, 2, 3].sum())
let names = ["x", "y"]
print(names.sum())
