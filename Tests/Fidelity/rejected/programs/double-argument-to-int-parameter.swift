func square(_ number: Int) -> Int {
    return number * number
}
print(square(2.5))
