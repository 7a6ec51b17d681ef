// Sequences and async sequences declared in code, and AsyncStream.
struct Countdown: Sequence, IteratorProtocol {
    var remaining: Int
    mutating func next() -> Int? {
        guard remaining > 0 else { return nil }
        defer { remaining -= 1 }
        return remaining
    }
}
for n in Countdown(remaining: 3) { print("countdown", n) }

struct Squares: Sequence {
    let limit: Int
    func makeIterator() -> SquareIterator { SquareIterator(limit: limit) }
}
struct SquareIterator: IteratorProtocol {
    let limit: Int
    var current = 1
    mutating func next() -> Int? {
        guard current <= limit else { return nil }
        defer { current += 1 }
        return current * current
    }
}
var squares: [Int] = []
for square in Squares(limit: 5) where square % 2 == 1 { squares.append(square) }
print(squares)

// An endless sequence, left with break.
struct Fibonacci: Sequence {
    struct Iterator: IteratorProtocol {
        var pair = (0, 1)
        mutating func next() -> Int? {
            defer { pair = (pair.1, pair.0 + pair.1) }
            return pair.0
        }
    }
    func makeIterator() -> Iterator { Iterator() }
}
for value in Fibonacci() {
    if value > 40 { break }
    print(value, terminator: " ")
}
print()

// An AsyncSequence with its own iterator.
struct Ticker: AsyncSequence {
    typealias Element = String
    let ticks: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        let ticks: Int
        var sent = 0
        mutating func next() async -> String? {
            guard sent < ticks else { return nil }
            sent += 1
            return "tick \(sent)"
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(ticks: ticks) }
}

func fetchScore(_ id: Int) async -> Int {
    try? await Task.sleep(nanoseconds: 1_000)
    return id * 10
}

func runAll() async throws {
    for await tick in Ticker(ticks: 3) { print(tick) }

    let numbers = AsyncStream<Int> { continuation in
        for n in 1...4 { continuation.yield(n * n) }
        continuation.finish()
    }
    var total = 0
    for await n in numbers { total += n }
    print("stream total", total)

    let (words, feed) = AsyncStream.makeStream(of: String.self)
    feed.yield("alpha")
    feed.yield("beta")
    feed.finish()
    feed.yield("ignored after finish")
    for await word in words { print("word", word) }

    let scores = try await withThrowingTaskGroup(of: Int.self) { group in
        for id in 1...3 { group.addTask { await fetchScore(id) } }
        var collected: [Int] = []
        for try await score in group { collected.append(score) }
        return collected.sorted()
    }
    print(scores)

    try await Task.sleep(for: .milliseconds(5))
    let task = Task { await fetchScore(7) }
    print(await task.value)
}
try await runAll()
