// A bar per subject, as Apple's BarMark overview draws it.
// marks: bar=4
// text: Math, Art, Music, Science
// size: 640x400
import Charts

struct Enrollment01: Identifiable {
    let subject: String
    let students: Int
    var id: String { subject }
}

let enrollment01: [Enrollment01] = [
    .init(subject: "Math", students: 30), .init(subject: "Art", students: 12),
    .init(subject: "Music", students: 8), .init(subject: "Science", students: 22),
]

Chart(enrollment01) { row in
    BarMark(x: .value("Subject", row.subject), y: .value("Students", row.students))
}
