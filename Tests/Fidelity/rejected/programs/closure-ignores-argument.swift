let scores = [3, 4, 5]
let fives = scores.map { 5 }
print(fives)
