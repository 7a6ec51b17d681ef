let count = 7
let half = count / 2.0
print(half)
