func isSame<T>(_ a: T, _ b: T) -> Bool {
    return a == b
}
print(isSame(1, 1))
