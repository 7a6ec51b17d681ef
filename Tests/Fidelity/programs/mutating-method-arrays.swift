// Declared mutating methods that append to and write elements of a struct's stored arrays:
// the changes land on the variable the method was called on, and a copy taken before the
// call keeps what it had (value semantics), whether the copy is a variable, an array element,
// a class's property or a closure's capture; a method that throws keeps what it changed
// before the throw, as Swift's inout self does.
struct Stack {
    var items: [Int] = []
    var names: [String] = []
    var flags = [Bool](repeating: false, count: 4)
    var pushes = 0

    mutating func push(_ value: Int) {
        items.append(value)
        names.append("n\(value)")
        pushes += 1
    }

    mutating func mark(_ index: Int) {
        flags[index] = !flags[index]
    }

    mutating func pushTwice(_ value: Int) {
        push(value)
        self.push(value * 10)
    }

    mutating func replaceAll(with value: Int) {
        for index in items.indices { items[index] = value }
    }

    var total: Int { items.reduce(0, +) }
}

enum StackError: Error { case full(Int) }

extension Stack {
    mutating func pushChecked(_ value: Int, limit: Int) throws {
        items.append(value)
        if items.count > limit { throw StackError.full(items.count) }
        pushes += 1
    }
}

final class Holder {
    var stack = Stack()
}

var stack = Stack()
stack.push(1)
let before = stack
stack.push(2)
stack.mark(1)
print(before.items, before.names, before.flags, before.pushes)
print(stack.items, stack.names, stack.flags, stack.pushes)

var copies = [stack, stack]
copies[0].pushTwice(3)
print(copies[0].items, copies[1].items, stack.items)

let holder = Holder()
holder.stack = stack
holder.stack.push(4)
holder.stack.mark(0)
print(holder.stack.items, holder.stack.flags, stack.items, stack.flags)

let captured = stack
let report = { "captured \(captured.items) total \(captured.total)" }
stack.replaceAll(with: 9)
print(report(), stack.items, stack.total)

var inner = stack
for value in 0..<1_000 { inner.push(value) }
print(inner.items.count, inner.items.last!, inner.names[1_001], stack.items.count)

do {
    try stack.pushChecked(5, limit: 2)
} catch {
    print("caught", error, stack.items, stack.pushes)
}
var limited = Stack()
try? limited.pushChecked(1, limit: 2)
print(limited.items, limited.pushes)

func fill(_ target: inout Stack, upTo count: Int) {
    for value in 0..<count { target.push(value) }
}
var filled = Stack()
let empty = filled
fill(&filled, upTo: 5)
print(filled.items, filled.total, empty.items, empty.pushes)
