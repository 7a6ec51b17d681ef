// Generic enums of a program's own, including one shaped like Optional, printed alone and
// inside collections.

enum Maybe<Wrapped> {
    case none
    case some(Wrapped)

    var isPresent: Bool {
        if case .some = self { return true }
        return false
    }
}

var slot: Maybe<Int> = .none
print(slot, slot.isPresent)
slot = .some(42)
print(slot, slot.isPresent, "\(slot)")
print([slot])
switch slot {
case .some(let number): print("holds \(number)")
case .none: print("empty")
}
let word = Maybe.some("hi")
print(word, [word])

enum Pair<Left, Right> {
    case left(Left)
    case right(Right)
    case both(Left, Right)
}
let choices: [Pair<Int, String>] = [.left(1), .right("two"), .both(3, "three")]
print(choices)
let lone = Pair<Double, Bool>.both(0.5, true)
print(lone, [lone])

indirect enum List<Element> {
    case end
    case cell(Element, List<Element>)
}
let numbers = List.cell(1, .cell(2, .end))
print(numbers)
print([numbers])

let real: Int? = Optional(7)
print(real as Any, [real])

enum Failure: Error { case timeout }
let outcomes: [Result<Int, Failure>] = [.success(3), .failure(.timeout)]
print(outcomes)
