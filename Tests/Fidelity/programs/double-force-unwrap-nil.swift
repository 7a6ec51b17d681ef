// `x!!` on a doubly optional value with nil inside stops the program before anything prints.
let scores: [String: Int?] = ["a": 3, "b": nil]
let b = scores["b"]!!
print(b)
