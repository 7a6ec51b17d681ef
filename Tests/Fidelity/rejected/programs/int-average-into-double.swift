let scores = [90, 85, 77]
let sum = scores.reduce(0, +)
let average: Double = sum / scores.count
print(average)
