import Foundation

// Errors a small library might throw, caught by lists of patterns, rethrown, described.
enum TicketError: Error {
    case soldOut
    case tooMany(requested: Int, left: Int)
    case closed
    case unknownShow(String)
}

struct Box: Error {}
final class Failure: Error {}

enum HTTPStatus: Int, Error {
    case notFound = 404
    case teapot = 418
}

enum Friendly: LocalizedError {
    case missingName
    case tooLong(Int)

    var errorDescription: String? {
        switch self {
        case .missingName: return "Please enter a name."
        case .tooLong(let count): return "Names have at most 20 letters, not \(count)."
        }
    }
}

enum Quiet: LocalizedError {
    case nothing
}

struct BoxOffice {
    var seats: [String: Int] = ["Hamlet": 2, "Cats": 0]
    var isOpen = true

    mutating func buy(_ count: Int, for show: String) throws -> Int {
        guard isOpen else { throw TicketError.closed }
        guard let left = seats[show] else { throw TicketError.unknownShow(show) }
        guard left > 0 else { throw TicketError.soldOut }
        guard count <= left else { throw TicketError.tooMany(requested: count, left: left) }
        seats[show] = left - count
        return left - count
    }
}

var office = BoxOffice()
for (show, count) in [("Hamlet", 1), ("Cats", 1), ("Hamlet", 5), ("Lear", 1), ("Hamlet", 1)] {
    do {
        let left = try office.buy(count, for: show)
        print("bought \(count) for \(show), \(left) left")
    } catch TicketError.soldOut, TicketError.closed {
        print("\(show): no tickets today")
    } catch TicketError.tooMany(let requested, _), TicketError.tooMany(_, let requested) where requested > 3 {
        print("\(show): \(requested) is too many at once")
    } catch TicketError.unknownShow(let name) where name.count < 3, TicketError.unknownShow(let name) where name.hasPrefix("L") {
        print("no show called \(name)")
    } catch {
        print("other: \(error)")
    }
}

// Several patterns, each binding the same name.
enum Parse: Error {
    case badDigit(Character)
    case badSign(Character)
    case empty
}
func firstProblem(_ text: String) throws -> Int {
    guard let first = text.first else { throw Parse.empty }
    if first == "+" || first == "-" {
        if text.count == 1 { throw Parse.badSign(first) }
    } else if !first.isNumber {
        throw Parse.badDigit(first)
    }
    return Int(text) ?? 0
}
for text in ["12", "x3", "-", "", "+7"] {
    do {
        print(try firstProblem(text))
    } catch Parse.badDigit(let character), Parse.badSign(let character) {
        print("cannot start with \(character)")
    } catch {
        print("\(error) for '\(text)'")
    }
}

// rethrows: no try needed when the closure cannot throw.
func twice(_ body: () throws -> Int) rethrows -> Int {
    try body() + body()
}
print(twice { 21 })
let numbers = [3, 4]
print(twice { numbers.count })
do {
    _ = try twice { throw Box() }
} catch {
    print("twice failed:", error)
}
struct Counter {
    var count = 0
    mutating func apply(_ step: (Int) throws -> Int) rethrows {
        count = try step(count)
    }
}
var counter = Counter()
counter.apply { $0 + 5 }
print(counter.count)
do {
    try counter.apply { value in
        if value > 3 { throw TicketError.closed }
        return value
    }
} catch {
    print("apply failed:", error)
}
print([1, 2, 3].map { $0 * 2 }, try [4, 5].map { value -> Int in
    if value < 0 { throw Box() }
    return value + 1
})

// localizedDescription, as Foundation gives it.
let errors: [Error] = [TicketError.soldOut, TicketError.tooMany(requested: 3, left: 1), TicketError.closed,
                       TicketError.unknownShow("Lear"), Box(), Failure(), HTTPStatus.teapot, HTTPStatus.notFound,
                       Friendly.missingName, Friendly.tooLong(31), Quiet.nothing, Parse.empty, Parse.badSign("+")]
for error in errors {
    print(error.localizedDescription)
}
do {
    throw Friendly.tooLong(25)
} catch let error as LocalizedError {
    print(error.errorDescription ?? "none")
} catch {
    print("not localized")
}

// In a switch too, `where` belongs to the pattern just before it.
for value in [1, 2, 5, 6, 9] {
    switch value {
    case 1, 5 where value > 3:
        print(value, "one, or five")
    case 2 where value > 10, 6:
        print(value, "six")
    case let small where small < 3, let small where small == 9:
        print(small, "small or nine")
    default:
        print(value, "other")
    }
}

// Enums without raw values are Comparable by case order, then by associated values.
enum Belt: Comparable {
    case white
    case colored(rank: Int, name: String)
    case black(dan: Int)
}
let belts: [Belt] = [.black(dan: 2), .colored(rank: 3, name: "green"), .white, .colored(rank: 1, name: "yellow"),
                     .black(dan: 1), .colored(rank: 1, name: "orange")]
print(belts.sorted())
print(belts.max()!, belts.min()!, Belt.white < .black(dan: 1), Belt.colored(rank: 2, name: "a") >= .colored(rank: 2, name: "b"))
