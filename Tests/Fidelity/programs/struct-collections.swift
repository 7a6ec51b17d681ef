// Collections of a course's own types: sorting, grouping and summarising them with the standard library.
import Foundation
struct Student {
    let name: String
    let grade: Int
    var scores: [Double]
    var average: Double { scores.isEmpty ? 0 : scores.reduce(0, +) / Double(scores.count) }
}
var students = [
    Student(name: "Ada", grade: 10, scores: [92, 88.5, 95]),
    Student(name: "Grace", grade: 11, scores: [78, 85, 90.5]),
    Student(name: "Alan", grade: 10, scores: [65, 70, 72]),
    Student(name: "Linus", grade: 12, scores: []),
]
let byAverage = students.sorted { $0.average > $1.average }
for student in byAverage {
    print("\(student.name): \(String(format: "%.2f", student.average))")
}
print(students.map(\.name).sorted(), students.map { $0.name.count })
let grouped = Dictionary(grouping: students, by: \.grade)
for grade in grouped.keys.sorted() {
    print(grade, grouped[grade]!.map(\.name))
}
let honorRoll = students.filter { $0.average >= 85 }.map(\.name)
print(honorRoll, students.contains { $0.scores.isEmpty }, students.allSatisfy { $0.grade >= 10 })
let best = students.max { $0.average < $1.average }!
print(best.name, best.scores.max()!, best.scores.min()!)
students[2].scores.append(99)
students[3].scores += [80, 85]
print(students[2].scores, students[3].average)
if let index = students.firstIndex(where: { $0.name == "Grace" }) {
    students[index].scores.removeAll { $0 < 80 }
    print(students[index].scores)
}
let allScores = students.flatMap(\.scores)
print(allScores.count, allScores.sorted(by: >).prefix(3), allScores.reduce(0, +))
let gradeCounts = students.reduce(into: [Int: Int]()) { $0[$1.grade, default: 0] += 1 }
print(gradeCounts.sorted { $0.key < $1.key }.map { "grade \($0.key): \($0.value)" })
let names = Set(students.map { $0.name.first! })
print(names.sorted(), names.count)
let report = students.enumerated().map { index, student in "\(index + 1). \(student.name)" }.joined(separator: "\n")
print(report)
print(students.count(where: { $0.grade == 10 }), students.first(where: { $0.grade > 11 })?.name ?? "none")
let (younger, older) = (students.filter { $0.grade < 11 }, students.filter { $0.grade >= 11 })
print(younger.map(\.name), older.map(\.name))
var leaderboard: [String: Double] = [:]
for student in students { leaderboard[student.name] = student.average }
let top = leaderboard.max { $0.value < $1.value }!
print(top.key, String(format: "%.1f", top.value))
let ranked = leaderboard.sorted { $0.value > $1.value }.enumerated().map { "\($0.offset + 1) \($0.element.key)" }
print(ranked)
