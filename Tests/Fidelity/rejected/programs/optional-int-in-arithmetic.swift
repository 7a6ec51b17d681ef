let typed = "42"
let number = Int(typed)
let doubled = number * 2
print(doubled)
