// UUIDs as Identifiable types use them, and the C library's random numbers older tutorials roll dice with.
import Foundation
struct Student: Identifiable {
    let id = UUID()
    var name: String
    var grade: Int
}
var roster = [Student(name: "Ana", grade: 91), Student(name: "Ben", grade: 78)]
print(roster.count, roster[0].id != roster[1].id, roster[0].id.uuidString.count)
let idText = roster[0].id.uuidString
print(UUID(uuidString: idText) == roster[0].id, UUID(uuidString: "nope") as Any)
let fixed = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!
print(fixed, fixed.uuidString, "\(fixed)")
var byID: [UUID: String] = [:]
for s in roster { byID[s.id] = s.name }
print(byID.count, byID[roster[1].id]!)
let chars = Array(idText)
print(chars[8], chars[13], chars[14], "89AB".contains(chars[19]))
let roll = Int(arc4random_uniform(6)) + 1
print((1...6).contains(roll), type(of: arc4random_uniform(6)))
