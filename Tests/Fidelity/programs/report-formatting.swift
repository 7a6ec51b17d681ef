// Report tables as exercises print them: String(format:) columns, word counts, CSV lines.
import Foundation
let students = [("Ana", 91.5), ("Benjamin", 78.25), ("Cy", 100.0)]
print(String(format: "%-10@ %6@", "Name", "Score"))
for (name, score) in students {
    print(String(format: "%-10@ %6.2f", name, score))
    print(name.padding(toLength: 10, withPad: " ", startingAt: 0) + String(format: "%6.1f", score))
}
for c in stride(from: -10.0, through: 40.0, by: 12.5) {
    let f = c * 9 / 5 + 32
    print(String(format: "%6.1f°C = %6.1f°F", c, f))
}
let text = "The quick brown fox. The lazy dog! Isn't it?"
let words = text.lowercased().components(separatedBy: CharacterSet.punctuationCharacters.union(.whitespaces)).filter { !$0.isEmpty }
print(words)
var counts: [String: Int] = [:]
for w in words { counts[w, default: 0] += 1 }
for (w, n) in counts.sorted(by: { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }) { print(w, n) }
let trimmed = "\n  padded \t".trimmingCharacters(in: .whitespacesAndNewlines)
print("[\(trimmed)]")
let csv = "name,age\nAna,20\nBen,31"
for line in csv.components(separatedBy: .newlines).dropFirst() {
    let fields = line.components(separatedBy: ",")
    print(fields[0], Int(fields[1])! + 1)
}
print(String(format: "%.0f%%", 45.6), String(format: "%03d", 7), String(format: "%,d", 1234567))
print(String(format: "%d items at $%.2f = $%.2f", 3, 1.5, 4.5))
print("a,b;c".components(separatedBy: CharacterSet(charactersIn: ",;")))
print(String(format: "%@", "x"), String(format: "%5.1f%%", 12.34))
let money = 1234567.891
print(String(format: "%d%%|%,d|%'d|[%8@]", 50, "Bo"))
