var counts = Dictionary<String, Int>(minimumCapacity: 10)
print(counts.isEmpty, counts.count)
counts["a", default: 0] += 2
counts.reserveCapacity(100)
print(counts)
var weights = [String: Double](minimumCapacity: 4)
weights["a"] = 1
print(weights)
var seen = Set<Int>(minimumCapacity: 20)
seen.reserveCapacity(50)
seen.insert(3)
print(seen, seen.count)
var line = ""
line.reserveCapacity(64)
line += "hi"
print(line, line.count)
var values: [Int] = []
values.reserveCapacity(10)
values.append(7)
print(values)
