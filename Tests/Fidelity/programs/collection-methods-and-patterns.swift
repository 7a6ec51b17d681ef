var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
grid[1][2] = 5
grid[0][0] += 1
print(grid)
var stack = [1, 2, 3]
while let top = stack.popLast() { print(top, terminator: " ") }
print()
let optionals: [Int?] = [1, nil, 3]
for case let x? in optionals { print(x) }
for case .some(let x) in optionals where x > 1 { print("big", x) }
let point = (3, 0)
if case (1...5, 0) = point { print("on x axis near") }
guard case (let x, 0) = point else { fatalError() }
print(x)
var nums = [5, 3, 8, 1, 9, 2]
nums.swapAt(0, 1)
nums.removeAll(where: { $0 > 7 })
print(nums, nums.firstIndex(where: { $0 < 3 }) as Any, nums.allSatisfy { $0 > 0 }, nums.contains(where: { $0 == 3 }))
print(nums.count(where: { $0 > 2 }))
print([1, 2].elementsEqual([1, 2]))
let dict = Dictionary(uniqueKeysWithValues: zip(["a", "b"], [1, 2]))
print(dict.sorted(by: <), dict["a"]!)
let counts = "hello".reduce(into: [:]) { $0[$1, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key })
print(["1", "x", "3"].compactMap(Int.init), [[1], [2, 3]].flatMap { $0 }, [1, 2, 3].prefix(while: { $0 < 3 }), [1, 2, 3].drop(while: { $0 < 2 }))
print("a,b;c".split(whereSeparator: { $0 == "," || $0 == ";" }), ["bb", "a"].min(by: { $0.count < $1.count })!)
print([3, 4, 5].first(where: { $0 > 3 })!, [3, 4, 5].last(where: { $0 < 5 })!)
struct S { var name: String; var age: Int }
let people = [S(name: "Zed", age: 30), S(name: "Amy", age: 25), S(name: "Bob", age: 30)]
print(people.sorted { ($0.age, $0.name) < ($1.age, $1.name) }.map(\.name))
print(people.map { $0.age }.reduce(0, +) / people.count, people.filter { $0.age == 30 }.count)
print(Dictionary(grouping: people, by: \.age).mapValues { $0.map(\.name) }.sorted { $0.key < $1.key })
var set: Set = [3, 1]
set.insert(2)
print(set.sorted(), set.contains(2), set.isSubset(of: [1, 2, 3, 4]))
for (i, (a, b)) in zip([1, 2], ["x", "y"]).enumerated() { print(i, a, b) }
let matrix = [[1, 2], [3, 4]]
for row in matrix { print(row.map { String($0) }.joined(separator: " ")) }
print(matrix.joined().map { $0 * 2 }, Array(matrix.joined()))
print(Array(stride(from: 10, through: 0, by: -5)), (1...4).reversed().map { $0 })
var arr = [1, 2, 3, 4, 5]
arr.replaceSubrange(1...2, with: [9])
arr.insert(contentsOf: [7, 7], at: 0)
print(arr, arr.indices, arr[arr.index(after: 0)], arr.lastIndex(of: 7)!)
print(arr.split(separator: 9), arr.isEmpty)
var sortedNums = [4, 2, 9]
sortedNums.sort(by: >)
print(sortedNums, sortedNums.shuffled().count, sortedNums.randomElement() != nil)
let s2 = Set([1, 2, 3]).symmetricDifference([2, 5])
print(s2.sorted(), Set("hello").count, Array(Set([1, 1, 2])).sorted())
for pair in [(3, 0), (0, 4), (1, 1)] {
    switch pair {
    case let (x, 0): print("on the x axis at", x)
    case let (0, y): print("on the y axis at", y)
    case var (x, y):
        x += y
        print("elsewhere, sum", x)
    }
}
if case let (a, 1...5) = (2, 3) { print("a is", a) }
if case let .some((b, 2)) = Optional((1, 2)) { print("b is", b) }
