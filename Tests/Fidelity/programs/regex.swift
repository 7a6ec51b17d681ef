// Regular expressions: extended regex literals #/…/# and Regex("…").
let log = "Shipped 3 boxes on day 12, returned 1 on day 15"

if let first = log.firstMatch(of: #/\d+/#) {
    print("first number:", first.output)
}
let numbers = log.matches(of: #/\d+/#).map { Int($0.output)! }
print(numbers, numbers.reduce(0, +))

print(log.contains(#/returned/#), log.contains(#/lost/#))
print(log.replacing(#/\d+/#, with: "N"))
print(log.replacing("day", with: "Day"))

if let date = "2025-11-30".wholeMatch(of: #/(\d{4})-(\d{2})-(\d{2})/#) {
    print(date.1, date.2, date.3)
    print(date.output)
    let (_, year, month, day) = date.output
    print(day, month, year)
}
print("2025-11-30 extra".wholeMatch(of: #/(\d{4})-(\d{2})-(\d{2})/#) == nil)

if let pair = "width=640".firstMatch(of: #/(?<key>[a-z]+)=(?<value>\d+)/#) {
    print(pair.output.key, pair.output.value)
}

let word = try Regex("[A-Z][a-z]+")
if let capitalised = log.firstMatch(of: word) { print(capitalised.0) }
print(log.contains(word))

do {
    _ = try Regex("(unclosed")
    print("compiled")
} catch {
    print("invalid pattern")
}

let lines = ["id: 7", "name: Ada", "id: 42"]
for line in lines {
    if let match = line.wholeMatch(of: #/id: (\d+)/#) {
        print("found id", match.1)
    }
}
