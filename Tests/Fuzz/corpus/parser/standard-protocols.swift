// Equatable and Hashable synthesized, Comparable with <, CustomStringConvertible,
// Identifiable, sorting user types, dictionary keys and sets of user types.
struct Vector2D: Equatable, Hashable {
    var x = 0.0, y = 0.0
}
let a = Vector2D(x: 1, y: 2), b = Vector2D(x: 1, y: 2), c = Vector2D(x: 3, y: 4)
print(a == b, a == c, a != c, [a, b].contains(c), [a, c].firstIndex(of: c) as Any)
var counts: [Vector2D: Int] = [:]
counts[a, default: 0] += 1
counts[b, default: 0] += 1
print(counts[a] as Any, counts.count)

struct Student: Comparable, CustomStringConvertible, Identifiable {
    var id: Int
    var name: String
    var grade: Double
    static func < (lhs: Student, rhs: Student) -> Bool { lhs.grade < rhs.grade }
    var description: String { "\(name) (\(grade))" }
}
let students = [
    Student(id: 1, name: "Ada", grade: 91.5),
    Student(id: 2, name: "Grace", grade: 88),
    Student(id: 3, name: "Alan", grade: 95),
]
print(students.sorted())
print(students.max()!, students.min()!)
print(students.sorted(by: >).map { $0.name })
print(students[0] < students[1], students[0] > students[1], students[0] <= students[0])
print("Top: \(students.max()!)")
print(students.map(\.name), students.map(\.id))

enum Size: Int, Comparable, CaseIterable {
    case small = 1, medium, large
    static func < (lhs: Size, rhs: Size) -> Bool { lhs.rawValue < rhs.rawValue }
}
print(Size.allCases.sorted(by: >), Size.small < Size.large)

enum Priority: Comparable { case low, medium, high }
print([Priority.high, .low, .medium].sorted(), Priority.low < .high)

struct Pair: Equatable { var left: Int; var right: Int }
print(Pair(left: 1, right: 2) == Pair(left: 1, right: 2))
