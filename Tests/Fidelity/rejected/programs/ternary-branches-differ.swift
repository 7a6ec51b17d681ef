let count = 3
let label = count > 1 ? "many" : 1
print(label)
