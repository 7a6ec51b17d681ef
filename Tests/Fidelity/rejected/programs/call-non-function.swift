let total = 10
let result = total(5)
print(result)
