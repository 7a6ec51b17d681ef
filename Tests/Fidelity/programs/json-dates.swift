// Dates through JSONDecoder and JSONEncoder with the default strategy (.deferredToDate):
// seconds since 2001 as numbers, in arrays, structs and optionals.
import Foundation

let dates = try JSONDecoder().decode([Date].self, from: "[0, 86400.5, -978307200]".data(using: .utf8)!)
print(dates)
print(dates.map { $0.timeIntervalSince1970 })

struct Visit: Codable {
    let place: String
    let when: Date
    let until: Date?
}
let visits = try JSONDecoder().decode([Visit].self, from: """
[{"place": "museum", "when": 700000000, "until": 700003600.25}, {"place": "park", "when": 1e9}]
""".data(using: .utf8)!)
for visit in visits { print(visit.place, visit.when, visit.until as Any) }

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
print(String(data: try encoder.encode(visits), encoding: .utf8)!)
print(String(data: try encoder.encode([Date(timeIntervalSinceReferenceDate: 12.5)]), encoding: .utf8)!)

do {
    _ = try JSONDecoder().decode([Date].self, from: "[\"2024-01-01\"]".data(using: .utf8)!)
} catch {
    print("error:", error)
}
