func answer() -> Int {
    "forty-two"
}
print(answer())
