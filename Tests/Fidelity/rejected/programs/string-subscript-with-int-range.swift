let word = "hello"
let middle = word[1..<3]
print(middle)
