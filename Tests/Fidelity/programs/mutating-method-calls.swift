// Mutating methods of declared structs called in loops: the receiver changes in its place,
// the arguments are evaluated before the change begins (they may read the receiver), a
// copy taken before is unchanged, and changes made before a throw are kept.
struct Counter {
    var count = 0
    var history: [Int] = []
    mutating func add(_ amount: Int) { count += amount; history.append(count) }
    mutating func reset() -> Int { let old = count; count = 0; return old }
}
var counter = Counter()
for i in 1...5 { counter.add(i) }
print(counter.count, counter.history)
counter.add(counter.count)
print(counter.count)
let before = counter
counter.add(1)
print(before.count, counter.count, before.history.count, counter.history.count)
print(counter.reset(), counter.count)

enum Failure: Error { case tooBig(Int) }
struct Guarded {
    var values: [Int] = []
    mutating func push(_ x: Int) throws {
        values.append(x)
        if x > 3 { throw Failure.tooBig(x) }
    }
}
var guarded = Guarded()
for i in 0..<6 {
    do { try guarded.push(i) } catch { print("caught", error) }
}
print(guarded.values)

struct Node {
    var depth = 0
    mutating func deepen(_ n: Int) { if n > 0 { depth += 1; deepen(n - 1) } }
}
var node = Node()
node.deepen(50)
print(node.depth)

var counters = [Counter(), Counter()]
for i in 0..<4 { counters[i % 2].add(i) }
print(counters.map(\.count), counters[1].history)

final class Holder { var counter = Counter() }
let holder = Holder()
for i in 0..<3 { holder.counter.add(i + 10) }
print(holder.counter.count, holder.counter.history)

enum Light {
    case red, green
    mutating func toggle() { self = self == .red ? .green : .red }
}
var light = Light.red
for _ in 0..<3 { light.toggle() }
print(light)

struct Wrapper {
    var inner = Counter() { didSet { changes += 1 } }
    var changes = 0
}
var wrapper = Wrapper()
for i in 0..<3 { wrapper.inner.add(i) }
print(wrapper.inner.count, wrapper.changes)
