import Foundation
struct Inner: Codable { var x: Double; var y: Double? }
enum Level: String, Codable { case low, high }
enum Size: Int, Codable { case s = 1, m }
struct User: Codable {
    let name: String
    let age: Int
    var tags: [String]
    var score: Double
    var inner: Inner
    var maybe: String?
    var level: Level
    var size: Size
    var empty: [Int]
    var dict: [String: Int]
    var flag: Bool
    var url: String
}
let user = User(name: "Ann \"Q\" é\n", age: 30, tags: ["a", "b"], score: 30.0, inner: Inner(x: 0.1, y: nil), maybe: nil, level: .high, size: .m, empty: [], dict: ["k": 1, "a": 2], flag: true, url: "a/b")
let e = JSONEncoder()
e.outputFormatting = [.prettyPrinted, .sortedKeys]
print(String(data: try e.encode(user), encoding: .utf8)!)
e.outputFormatting = [.prettyPrinted]
print(String(data: try e.encode([1.5, 2, 1e20, 1e-7, -0.0]), encoding: .utf8)!)
print(String(data: try JSONEncoder().encode(["x": [Int]()]), encoding: .utf8)!)
e.outputFormatting = [.prettyPrinted]
print(String(data: try e.encode(["x": [Int]()]), encoding: .utf8)!, String(data: try e.encode(["y": [String: Int]()]), encoding: .utf8)!)
print(String(data: try JSONEncoder().encode([3: "a"]), encoding: .utf8)!)
print(String(data: try JSONEncoder().encode("s"), encoding: .utf8)!, String(data: try JSONEncoder().encode(Double.pi), encoding: .utf8)!, String(data: try JSONEncoder().encode(Float(0.1)), encoding: .utf8)!)
let data = try JSONEncoder().encode(user)
print(data, data.count, type(of: data))
struct Renamed: Codable {
    var fullName: String
    var yearsOld: Int
    enum CodingKeys: String, CodingKey { case fullName = "full_name", yearsOld = "age" }
}
let sorted = JSONEncoder()
sorted.outputFormatting = .sortedKeys
print(String(data: try sorted.encode(Renamed(fullName: "Z", yearsOld: 3)), encoding: .utf8)!)
let r = try JSONDecoder().decode(Renamed.self, from: Data(#"{"full_name":"Q","age":9,"extra":1}"#.utf8))
print(r)
let u = try JSONDecoder().decode([User].self, from: Data("[\(String(data: data, encoding: .utf8)!)]".utf8))
print(u[0].name, u[0].inner, u[0].maybe as Any, u[0].level, u[0].dict.sorted { $0.key < $1.key })
do { _ = try JSONDecoder().decode(Renamed.self, from: Data(#"{"full_name":"Q"}"#.utf8)) } catch { print(error) }
do { _ = try JSONDecoder().decode(Renamed.self, from: Data(#"{"full_name":1,"age":2}"#.utf8)) } catch { print(error) }
do { _ = try JSONDecoder().decode(Renamed.self, from: Data("nope".utf8)) } catch { print(error) }
do { _ = try JSONDecoder().decode(Level.self, from: Data(#""mid""#.utf8)) } catch { print(error) }
do { _ = try JSONDecoder().decode(Renamed.self, from: Data(#"{"full_name":"Q","age":2}"#.utf8)) } catch { print(error.localizedDescription) }
enum Shape: Codable { case circle(radius: Double), square(Double), none }
print(String(data: try JSONEncoder().encode([Shape.circle(radius: 1), .square(2), .none]), encoding: .utf8)!)
print(try JSONDecoder().decode(Int.self, from: Data("42".utf8)), try JSONDecoder().decode([String: [Int]].self, from: Data(#"{"a":[1,2]}"#.utf8)))
print(try JSONDecoder().decode(Double.self, from: Data("3".utf8)), try JSONDecoder().decode(Inner.self, from: Data(#"{"x":1}"#.utf8)))
struct Point: Codable { var x: Double; var n: Int }
struct Outer: Codable { var items: [Point]; var name: String }
let cases = [
  #"{"items":[{"x":1,"n":2},{"x":1}],"name":"a"}"#,
  #"{"items":[{"x":1,"n":2.5}],"name":"a"}"#,
  #"{"items":[{"x":"q","n":2}],"name":"a"}"#,
  #"{"items":[],"name":null}"#,
  #"{"items":{},"name":"a"}"#,
  #"[1,2]"#,
  #"{"items":[],"name":"a""#,
]
for c in cases {
    do { _ = try JSONDecoder().decode(Outer.self, from: Data(c.utf8)) } catch { print(error); print(error.localizedDescription) }
}
do { _ = try JSONDecoder().decode(Int.self, from: Data("1.5".utf8)) } catch { print(error) }
do { _ = try JSONDecoder().decode([Int].self, from: Data("[1,\"a\"]".utf8)) } catch { print(error) }
do { _ = try JSONDecoder().decode(Int8.self, from: Data("300".utf8)) } catch { print(error) }
do { _ = try JSONEncoder().encode(Double.nan) } catch { print(error) }
do { _ = try JSONDecoder().decode(Outer.self, from: Data(#"{"items":[],"name":"a"}"#.utf8)) } catch { print(error) }
do { _ = try JSONDecoder().decode(String.self, from: Data("true".utf8)) } catch { print(error) }
do { _ = try JSONDecoder().decode(Bool.self, from: Data("1".utf8)) } catch { print(error) }
do { _ = try JSONDecoder().decode([String: Int].self, from: Data("[1]".utf8)) } catch { print(error) }
do { _ = try JSONDecoder().decode(String.self, from: Data("null".utf8)) } catch { print(error) }
do { _ = try JSONDecoder().decode(Int?.self, from: Data("null".utf8)) } catch { print(error) }
print(try JSONDecoder().decode(Int?.self, from: Data("null".utf8)) as Any)
struct Scores: Codable { var a: Int; var b: [String: Double] }
do { _ = try JSONDecoder().decode(Scores.self, from: Data(#"{"a":1,"b":{"k":"v"}}"#.utf8)) } catch { print(error) }
enum Grade: String, Codable { case a }
struct Report: Codable { var e: Grade }
do { _ = try JSONDecoder().decode(Report.self, from: Data(#"{"e":"z"}"#.utf8)) } catch { print(error) }
print(try JSONDecoder().decode(Double.self, from: Data("1e3".utf8)), try JSONDecoder().decode(Float.self, from: Data("0.1".utf8)), try JSONDecoder().decode(Int.self, from: Data("2.0".utf8)))

let text = "{\"x\": 2.5, \"n\": 7}"
if let bytes = text.data(using: .utf8) {
    let point = try JSONDecoder().decode(Point.self, from: bytes)
    print(point.x, point.n, bytes.count, bytes.isEmpty, Data().isEmpty)
}
do {
    _ = try JSONDecoder().decode(Point.self, from: Data("{}".utf8))
} catch let error as DecodingError {
    print("decoding failed:", error.localizedDescription)
}
let slashes = JSONEncoder()
slashes.outputFormatting = [.withoutEscapingSlashes]
print(String(data: try slashes.encode(["a/b"]), encoding: .utf8)!, String(decoding: try JSONEncoder().encode([1, 2]), as: UTF8.self))
