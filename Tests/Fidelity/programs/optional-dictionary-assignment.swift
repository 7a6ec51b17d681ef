// Assigning into a dictionary whose values are optionals: a value is stored, `nil` removes the key.
var scores: [String: Int?] = ["x": 1, "z": nil]
scores["y"] = 3
print(scores.count, scores["y"] == nil, scores["y"]! == nil, (scores["y"]!)! + 1)
scores["y"] = nil
print(scores.count, scores["y"] == nil, scores.keys.sorted())
scores["x"] = 5
print((scores["x"]!)! * 2)
let four: Int? = 4
scores["w"] = four
print(scores.count, (scores["w"]!)! + 0)
for key in scores.keys.sorted() { print(key, scores[key]! == nil) }
