// A `default:` that reads the dictionary it changes is harmless while the key is there (the
// default is never evaluated); reads with such a default are fine, and so is a default that
// reads another dictionary. (With the key missing the program stops: the next program.)
var counts: [String: Int] = ["a": 1]
print(counts["b", default: counts.count])
counts["a", default: counts.count] += 1
print(counts)
counts["a", default: counts.count] = 7
print(counts)
var copy = counts
counts["b", default: copy.count] += 10
print(counts.sorted { $0.key < $1.key })
