let words = ["a", "bb"]
let lengths: [Int] = words.map { $0.uppercased() }
print(lengths)
