// Comparing sequences in dictionary order, partitioning in place, substrings made from text,
// and types as values.
print([1, 2, 3].lexicographicallyPrecedes([1, 2, 4]))
print([1, 2].lexicographicallyPrecedes([1, 2]))
print([1, 2].lexicographicallyPrecedes([1, 2, 0]))
print(["pear", "fig"].lexicographicallyPrecedes(["pear", "apple"]))
print("swift".lexicographicallyPrecedes("swiftc"))
print([3, 1].lexicographicallyPrecedes([2, 9], by: >))

var scores = [12, 45, 7, 88, 23, 61, 5]
let firstHigh = scores.partition(by: { $0 >= 40 })
print(firstHigh, scores)
print(scores[..<firstHigh], scores[firstHigh...])
var letters = ["b", "a", "d", "c"]
let split = letters.partition { $0 < "c" }
print(split, letters)
var none: [Int] = []
print(none.partition(by: { $0 > 0 }), none)

print([Int].self, [String: Double].self, Int?.self, [[Bool]].self)
print((Int, String).self)
protocol Shape {}
struct Square: Shape {}
print([Shape].self, [Square].self)
print([Int.self], [String.self, Double.self, Bool.self])
print([UInt8.self, Character.self])
let missing = Int?.none
print(missing == nil, missing as Any)
let kinds: [Any.Type] = [Int.self, String.self]
print(kinds.count)
let piece = Substring("harbour")
print(piece, type(of: piece), piece.count, [Substring("a"), Substring("b")])
let spelled = ["ab", "cde"].map(Array.init)
print(spelled, [1...3, 4...5].map(Array.init))
let mixed: [Any] = [1, "two", 3.0, [4]]
print(mixed.map(String.init(describing:)))
let repeated: (String, Int) -> String = String.init(repeating:count:)
print(repeated("ab", 3), ["3", "x"].map(Int.init(_:)))
