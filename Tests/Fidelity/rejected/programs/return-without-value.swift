func answer() -> Int {
    return
}
print(answer())
