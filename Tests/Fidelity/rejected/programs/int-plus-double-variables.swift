let apples = 3
let weight = 0.25
let total = apples * weight
print(total)
