// A small model of students with a struct and an enum, sorted, filtered, grouped, and read
// through key paths.
enum Subject: String, CaseIterable {
    case math = "Math"
    case physics = "Physics"
    case art = "Art"
}
struct Student {
    let name: String
    let subject: Subject
    let age: Int
}
let students = [
    Student(name: "Ada", subject: .math, age: 19),
    Student(name: "Grace", subject: .physics, age: 22),
    Student(name: "Alan", subject: .math, age: 21),
    Student(name: "Frida", subject: .art, age: 20),
]
print(students.map(\.name))
print(students.map(\.age).reduce(0, +))
let byAge = students.sorted { $0.age < $1.age }
print(byAge.map { $0.name })
print(students.max { $0.age < $1.age }!.name)
for subject in Subject.allCases {
    let count = students.filter { $0.subject == subject }.count
    print("\(subject.rawValue): \(count)")
}
print(students[0])
print(students.first { $0.subject == .art }?.name ?? "nobody")
let namePath = \Student.name
print(students[1][keyPath: namePath])
