func emptyList() -> [Int] { print("new list"); return [] }
let groups: [String: [Int]] = [:]
print(groups["a", default: emptyList()].count)
groups["a", default: emptyList()].append(1)
