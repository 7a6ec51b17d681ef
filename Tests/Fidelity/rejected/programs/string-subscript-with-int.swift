let word = "swift"
let letter = word[0]
print(letter)
