// Swift concurrency in the order a program can print it: async functions, await, async let,
// Task, task groups and an actor.
func fetchScore(for student: String) async -> Int {
    return student.count * 10
}
func average(of students: [String]) async -> Double {
    var total = 0
    for student in students {
        total += await fetchScore(for: student)
    }
    return Double(total) / Double(students.count)
}
let mean = await average(of: ["Ada", "Grace", "Alan"])
print("mean \(mean)")

async let first = fetchScore(for: "Ada")
async let second = fetchScore(for: "Grace")
let both = await [first, second]
print(both)

let task = Task { () -> Int in
    try await Task.sleep(nanoseconds: 1_000)
    return await fetchScore(for: "Frida")
}
print(try await task.value)

let squares = await withTaskGroup(of: Int.self) { group in
    for n in 1...4 {
        group.addTask { n * n }
    }
    var sum = 0
    for await square in group {
        sum += square
    }
    return sum
}
print("sum of squares \(squares)")

actor Counter {
    private(set) var value = 0
    func increment(by amount: Int) -> Int {
        value += amount
        return value
    }
}
let counter = Counter()
_ = await counter.increment(by: 2)
print(await counter.increment(by: 3), await counter.value)

enum LoadError: Error { case offline }
func load(_ online: Bool) async throws -> String {
    guard online else { throw LoadError.offline }
    return "loaded"
}
do {
    print(try await load(true))
    print(try await load(false))
} catch {
    print("failed: \(error)")
}
