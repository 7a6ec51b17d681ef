let count = 3
if let value = count {
    print(value)
}
