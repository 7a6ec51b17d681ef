func addOne(number: Int) -> Int {
    return number + 1
}
let increment = addOne
print(increment(number: 7))
