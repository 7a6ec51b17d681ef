// A countdown that is its own iterator.
struct Countdown: Sequence, IteratorProtocol {
    var count: Int
    mutating func next() -> Int? {
        if count == 0 { return nil }
        defer { count -= 1 }
        return count
    }
}
for n in Countdown(count: 3) { print(n, terminator: " ") }
print()
let countdown = Countdown(count: 4)
print(Array(countdown), countdown.map { $0 * $0 }, countdown.filter { $0 % 2 == 0 }, countdown.reduce(0, +))
print(countdown.contains(2), countdown.sorted(), countdown.min()!, countdown.count, Array(countdown.enumerated()).count)

// An endless sequence with a separate iterator type.
struct Fibonacci: Sequence {
    func makeIterator() -> FibonacciIterator { FibonacciIterator() }
}
struct FibonacciIterator: IteratorProtocol {
    var state = (0, 1)
    mutating func next() -> Int? {
        let upcoming = state.0
        state = (state.1, state.0 + state.1)
        return upcoming
    }
}
for value in Fibonacci() {
    if value > 50 { break }
    print(value, terminator: ",")
}
print()
print(Array(Fibonacci().prefix(10)), Fibonacci().first(where: { $0 > 100 })!, Fibonacci().contains(21))
var iterator = Fibonacci().makeIterator()
print(iterator.next()!, iterator.next()!, iterator.next()!, iterator.next()!)

// A class sequence over its own storage, and a sequence made with AnyIterator.
final class Playlist: Sequence {
    private var songs: [String] = []
    func add(_ song: String) { songs.append(song) }
    func makeIterator() -> IndexingIterator<[String]> { songs.makeIterator() }
}
let playlist = Playlist()
playlist.add("Intro")
playlist.add("Theme")
for (number, song) in playlist.enumerated() { print(number + 1, song) }
print(playlist.map { $0.uppercased() }, playlist.joined(separator: " / "))

struct Stride2: Sequence {
    let limit: Int
    func makeIterator() -> AnyIterator<Int> {
        var current = 0
        return AnyIterator {
            guard current < limit else { return nil }
            defer { current += 2 }
            return current
        }
    }
}
print(Array(Stride2(limit: 9)), Stride2(limit: 5).map { "\($0)" }.joined())
var counter = 0
let tick = AnyIterator { () -> Int? in
    counter += 1
    return counter <= 3 ? counter * 10 : nil
}
print(tick.next()!, Array(tick))
var words = ["alpha", "beta"].makeIterator()
while let word = words.next() { print(word) }
print(Array(sequence(first: 1) { $0 < 100 ? $0 * 3 : nil }), Array(sequence(first: 2) { $0 * 2 }.prefix(5)))
let powers = sequence(first: 1) { $0 * 2 }
print(Array(powers.prefix(3)), Array(powers.prefix(4)), powers.first(where: { $0 > 1000 })!)
extension Sequence where Element == Int {
    func total() -> Int { reduce(0, +) }
}
print(Countdown(count: 5).total(), [1, 2].total())
