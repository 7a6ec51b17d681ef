let count = 3
let sure = count!
print(sure)
