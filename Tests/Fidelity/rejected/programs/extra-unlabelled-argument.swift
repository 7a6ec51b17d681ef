func square(_ number: Int) -> Int {
    number * number
}
print(square(2, 3))
