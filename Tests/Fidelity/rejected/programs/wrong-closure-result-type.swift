let scores = [70, 85, 90]
let labels: [String] = scores.map { $0 > 80 }
print(labels)
