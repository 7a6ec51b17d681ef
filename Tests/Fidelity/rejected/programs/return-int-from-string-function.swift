func label(for value: Int) -> String {
    if value > 10 {
        return "big"
    }
    return value
}
print(label(for: 3))
