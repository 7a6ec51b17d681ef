// `x!!` unwraps a doubly optional value twice (double-force-unwrap-nil: a nil inside stops the program).
let x: Int?? = 5
print(x!!)
print(x!! + 1)
let scores: [String: Int?] = ["a": 3, "b": nil]
print(scores["a"]!! * 2)
let words: [String?]? = ["hi", nil]
print(words![0]!)
var counter: Int?? = 1
print(counter!! == 1)
let y: Int?? = .some(nil)
print(y! == nil)
