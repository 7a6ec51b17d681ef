// Dictionaries whose values are optionals: a nil in the literal is a value, not a missing key.
let readings: [String: Double?] = ["a": 1, "b": nil, "c": 2.5]
print(readings.count)
print(readings["a"] as Any, readings["b"] as Any, readings["z"] as Any)
for key in readings.keys.sorted() {
    print(key, readings[key]! as Any)
}
print(readings.values.filter { $0 == nil }.count)
let missing: [String: Double?] = ["n": nil]
print(missing, missing.count, missing.isEmpty)
let single: [String: Double?] = ["x": 2.5]
print(single)
var scores: [String: Int?] = ["x": nil]
print(scores)
print(scores.count, scores["x"] == nil, scores["x"]! == nil)
scores["x"] = nil
print(scores.count, scores.keys.sorted())
