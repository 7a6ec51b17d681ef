let text = "12"
let next = Int(text) + 1
print(next)
