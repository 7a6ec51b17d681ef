let first = (1, true)
let second = (2, false)
print(first < second)
