// A switch over an enum in a loop: cases with bound and ignored associated values,
// alternatives binding the same name, default, fallthrough, and a case whose `where`
// or literal payload makes the choice depend on the values.
enum Op { case add(Int), multiply(Int), negate, pair(Int, Int), label(name: String) }
let ops: [Op] = [.add(3), .multiply(4), .negate, .pair(1, 2), .label(name: "x"), .add(-2), .pair(5, 6), .negate]
var value = 1
var seen: [String] = []
for op in ops {
    switch op {
    case .add(let n): value += n
    case .multiply(let n): value *= n
    case .negate: value = -value
    case .pair(let a, _): value += a
    case .label(let name): seen.append(name)
    }
}
print(value, seen)
var tally = 0
for op in ops {
    switch op {
    case .add(let n), .multiply(let n): tally += n
    case .pair(_, let second): tally += second * 10
    default: tally += 1000
    }
}
print(tally)
var fell = 0
for op in ops {
    switch op {
    case .negate:
        fell += 1
        fallthrough
    case .add:
        fell += 10
    default:
        break
    }
}
print(fell)
var picked: [Int] = []
for op in ops {
    switch op {
    case .add(let n) where n < 0: picked.append(n * 100)
    case .add(let n): picked.append(n)
    case .pair(5, let b): picked.append(b)
    case .pair: picked.append(-1)
    default: continue
    }
}
print(picked)
func run(_ ops: [Op], from start: Int) -> Int {
    var value = start
    for op in ops {
        switch op {
        case .add(let n): value = (value + n) % 1_000_003
        case .multiply(let n): value = (value * n) % 1_000_003
        case .negate: value = 1_000_003 - value
        case .pair, .label: break
        }
    }
    return value
}
let many: [Op] = (0..<3000).map { i in i % 3 == 0 ? .add(i % 17) : i % 3 == 1 ? .multiply(i % 5 + 1) : .negate }
print(run(many, from: 1))
