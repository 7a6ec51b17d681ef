// A dictionary whose values are optionals: `.some(nil)` and a nil optional store nil under
// the key, a value is stored as an optional, only the `nil` literal removes the key.
var d: [String: Int?] = ["x": 1, "y": 3]
print(d["y"] as Any)
d["y"] = .some(nil)
print(d["y"] as Any)
print(d.count, d.keys.sorted())
d["z"] = 7
print(d["z"] as Any)
let none: Int? = nil
d["n"] = none
print(d["n"] as Any, d.count)
let four: Int? = 4
d["f"] = four
print(d["f"] as Any)
d["w"] = Optional<Int>.none
print(d["w"] as Any, d.count)
d["x"] = nil
print(d.count, d.keys.sorted())
if let inner = d["z"] { print("z holds", inner as Any) }
if let inner = d["n"] { print("n holds", inner as Any) }
print(d["missing"] as Any)
var prices: [String: Double?] = [:]
prices["tea"] = 2
prices["water"] = .some(nil)
print(prices["tea"] as Any, prices["water"] as Any, prices.count)
var plain: [String: Int] = ["a": 1]
plain["a"] = nil
plain["b"] = 2
let maybe: Int? = 5
plain["c"] = maybe
print(plain.keys.sorted(), plain["c"] as Any)
