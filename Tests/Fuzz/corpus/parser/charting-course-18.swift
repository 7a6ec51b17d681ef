func percent(_ part: Int, of total: Int) -> Double {
    return Double(part) / Double(total) * 100
}
let total = students.reduce(0, +)
for (index, subject) in subjects.enumerated() {
    let share = (percent(students[index], of: total) * 10).rounded() / 10
    print("\(subject): \(share)%")
}