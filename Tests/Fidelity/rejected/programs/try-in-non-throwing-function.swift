struct Failure: Error {}
func risky() throws -> Int {
    throw Failure()
}
func safe() -> Int {
    let value = try risky()
    return value
}
print(safe())
