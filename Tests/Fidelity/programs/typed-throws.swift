// Typed throws (Swift 6): a function names the one error type it throws.
enum RatingError: Error {
    case empty
    case outOfRange(Int)
}

func tally(_ ratings: [Int]) throws(RatingError) -> [Int: Int] {
    guard !ratings.isEmpty else { throw .empty }
    var counts: [Int: Int] = [:]
    for rating in ratings {
        guard (1...5).contains(rating) else { throw .outOfRange(rating) }
        counts[rating, default: 0] += 1
    }
    return counts
}

// A typed `do` and its `catch`: `error` is a RatingError, so a switch needs no default.
do throws(RatingError) {
    let counts = try tally([])
    print(counts)
} catch {
    switch error {
    case .empty: print("no ratings yet")
    case .outOfRange(let value): print("rating \(value) is out of range")
    }
}

// An untyped catch still sees the thrown value's own type.
do {
    _ = try tally([4, 9])
} catch {
    print(error, type(of: error))
}

// Patterns on the cases, without naming the type.
do {
    _ = try tally([3, 0])
} catch .outOfRange(let value) {
    print("caught out of range:", value)
} catch .empty {
    print("caught empty")
}

if let counts = try? tally([5, 5, 2]) {
    print(counts[5]!, counts[2]!, counts[1] ?? 0)
}

// throws(Never) is a function that cannot throw: no try.
func greeting() throws(Never) -> String { "hello" }
print(greeting())

// Rethrowing a typed error from a catch.
func strictTally(_ ratings: [Int]) throws(RatingError) -> Int {
    do throws(RatingError) {
        return try tally(ratings).count
    } catch {
        print("strictTally saw", error)
        throw error
    }
}
do {
    print(try strictTally([1, 2, 2]))
    print(try strictTally([7]))
} catch {
    print("outer:", error)
}

// Closures with a typed error.
let check = { (value: Int) throws(RatingError) -> Int in
    if value > 5 { throw .outOfRange(value) }
    return value * 2
}
do {
    print(try check(2))
    print(try check(8))
} catch {
    print("closure threw", error)
}

// A generic error type: the function throws whatever its closure throws.
func repeated<E: Error>(_ times: Int, _ body: (Int) throws(E) -> Void) throws(E) {
    for index in 0..<times { try body(index) }
}
repeated(2) { index in print("round", index) }
do {
    try repeated(3) { (index: Int) throws(RatingError) in
        if index == 1 { throw RatingError.outOfRange(index) }
        print("step", index)
    }
} catch {
    print("stopped:", error)
}

// Result from a typed-throwing call.
func parseRating(_ text: String) throws(RatingError) -> Int {
    guard let value = Int(text), (1...5).contains(value) else { throw .outOfRange(Int(text) ?? 0) }
    return value
}
let parsed = Result { try parseRating("4") }
let failed = Result { try parseRating("x") }
print(parsed, failed)
switch failed {
case .success(let value): print("value", value)
case .failure(let error): print("failure", error)
}
