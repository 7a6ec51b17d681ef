// Array methods beyond the basics, as collection exercises use them.
var numbers = [5, 3, 8, 1, 9, 2]
numbers.append(contentsOf: [7, 4])
numbers.insert(contentsOf: [10, 11], at: 2)
print(numbers)
print(numbers.remove(at: 3), numbers)
numbers.removeFirst(2)
print(numbers)
numbers.removeLast(2)
print(numbers)
numbers.removeAll(where: { $0 % 2 == 0 })
print(numbers)
numbers.swapAt(0, 1)
print(numbers)
var values = [4, 8, 15, 16, 23, 42]
print(values.firstIndex(where: { $0 > 10 })!, values.lastIndex(of: 16)!, values.lastIndex(where: { $0 < 20 })!)
print(values.firstIndex(of: 99) as Any, values.firstIndex(of: 15) as Any)
print(values.contains(where: { $0 > 40 }), values.allSatisfy { $0 > 0 }, values.allSatisfy { $0 > 10 })
print(values.first(where: { $0 > 15 })!, values.last(where: { $0 < 20 })!)
print(["1", "two", "3"].compactMap { Int($0) }, [[1, 2], [3], []].flatMap { $0 })
print([1, 2, 3].flatMap { [$0, $0 * 10] })
print(values.reduce(into: 0) { $0 += $1 }, values.reduce(into: [Int]()) { $0.append($1 * 2) })
print([[1, 2], [3, 4]].joined().map { $0 }, Array([[1, 2], [3, 4]].joined()))
print([["a", "b"], ["c"]].joined(separator: ["-"]).map { $0 })
print(["x", "y", "z"].joined(separator: "/"))
print(values.sorted(by: >), values.sorted { $0 % 10 < $1 % 10 })
var names = ["Charlie", "alice", "Bob"]
names.sort()
print(names)
names.sort(by: { $0.lowercased() < $1.lowercased() })
print(names)
names.sort { $0.count > $1.count }
print(names)
names.reverse()
print(names, Array(names.reversed()))
print(values.min()!, values.max()!, values.min(by: { $0 % 10 < $1 % 10 })!, values.max { $0 % 7 < $1 % 7 }!)
print([Int]().min() as Any, [String]().max() as Any)
for (index, value) in values.enumerated() where index < 2 {
    print(index, value)
}
print(Array(values.enumerated()).count, values.enumerated().map { $0.offset * $0.element })
print(values.indices, Array(values.indices))
for pair in zip(["a", "b", "c"], [1, 2]) {
    print(pair.0, pair.1)
}
print(Array(zip([1, 2, 3], ["one", "two", "three"])))
print(zip([1, 2], [3, 4]).map { $0 * $1 })
print(values.elementsEqual([4, 8, 15, 16, 23, 42]), values.starts(with: [4, 8]), values.starts(with: [8]))
print([1, 2, 0, 3, 4, 0, 5].split(separator: 0).map { Array($0) })
print([1, 2, 3, 4, 5, 6].split(whereSeparator: { $0 % 3 == 0 }).map { $0.count })
print(Array(0..<5), Array(1...3), Array(stride(from: 0, to: 10, by: 3)))
print([Int](repeating: 7, count: 3), Array(repeating: "ab", count: 2), [String](repeating: "-", count: 0))
var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
grid[1][2] = 5
grid[0][0] += 1
print(grid, grid.count, grid[0].count, grid[1][2])
let matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
for row in matrix {
    print(row.map { String($0) }.joined(separator: " "))
}
print(matrix.map { $0.reduce(0, +) }, matrix.flatMap { $0 }.filter { $0 % 2 == 1 })
print(matrix[1][1], matrix.last!.first!, matrix.map { $0[0] })
print(values.dropFirst(), values.dropLast(), values.dropFirst(2), values.dropLast(3))
print(values.prefix(2), values.suffix(2), values.prefix(while: { $0 < 16 }), values.drop(while: { $0 < 16 }))
let slice = values[1...3]
print(slice, slice.count, slice.first!, Array(slice), slice.map { $0 * 2 })
print(values[2...], values[..<2], values[...1])
print(values.count(where: { $0 % 2 == 0 }))
print(values.isEmpty, [Int]().isEmpty, values.first!, values.last!, [Int]().first as Any)
print(values.randomElement() != nil, values.contains(15))
print(values.map { $0 * 2 }.filter { $0 > 20 }.reduce(0, +))
var stack: [String] = []
stack.append("a")
stack.append("b")
print(stack.popLast()!, stack.popLast()!, stack.popLast() as Any)
var queue = [1, 2, 3]
print(queue.removeFirst(), queue)
print(String(Array("abc").reversed()), [3, 1, 2].sorted().reversed().map { $0 })
print([1, 2, 3] == [1, 2, 3], [1, 2] != [2, 1], [1, 2, 3].firstIndex(of: 2)!)
var fruits = ["apple", "banana", "cherry", "date"]
fruits[1...2] = ["blueberry"]
print(fruits, fruits.count)
fruits.replaceSubrange(0..<1, with: ["apricot", "avocado"])
print(fruits)
print(fruits.map(\.count), fruits.sorted(by: { $0.count < $1.count }).first!)
let maxLength = fruits.map { $0.count }.max() ?? 0
print(maxLength, fruits.filter { $0.count == maxLength })
print(fruits.enumerated().filter { $0.offset % 2 == 0 }.map { $0.element })
print([1, 2, 3].contains { $0 > 2 }, [Double](), [1.5, 2.5].reduce(0, +))
print([3, 1, 2].sorted(by: <), ["b", "a"].sorted(by: >), [1, 2, 3].reversed().first!)
let total = [1, 2, 3, 4].reduce(0) { partial, next in partial + next }
print(total, [1, 2, 3].map(String.init), ["1", "2"].map { Int($0)! })
print([1, 2, 3].lazy.map { $0 * 3 }.first!)
let unique = Array(Set([3, 1, 3, 2, 1])).sorted()
print(unique)
var scores = [90, 85, 70]
scores[0] -= 5
scores += [100]
print(scores, scores.firstIndex(of: 100)!)
print(scores.sorted().first!, scores.indices.contains(3), scores.indices.contains(4))
print(Array(scores.reversed().enumerated()).map { "\($0.offset):\($0.element)" })
