for index in 0..<3 {
    index += 1
    print(index)
}
