// A generic enum case's payload takes the type its context gives the generic argument.
enum Failure: Error { case empty }

enum Box<T> {
    case v(T)
    case pair(T, T)
}

// Declarations.
let r: Result<Double, Failure> = .success(3)
print(r)
var b: Box<Double> = .v(2)
print(b)
let p: Box<Float> = .pair(1, 2)
print(p)
let o: Optional<Double> = .some(4)
print(o as Any)

// Assignments.
var s: Result<Double, Failure> = .failure(.empty)
s = .success(6)
print(s)
b = .v(7)
print(b)
if case .success(let x) = s { print(x, type(of: x)) }

// Returns.
func half(_ n: Int) -> Result<Double, Failure> {
    if n == 0 { return .failure(.empty) }
    return .success(1)
}
print(half(4))
func boxed() -> Box<Double> { .v(8) }
print(boxed())

// Arguments.
func show(_ result: Result<Double, Failure>) { print(result) }
show(.success(9))
func open(_ box: Box<Double>) -> Double {
    switch box {
    case .v(let value): return value
    case .pair(let a, let c): return a + c
    }
}
print(open(.pair(10, 11)))

// Array literals.
let results: [Result<Double, Failure>] = [.success(12), .failure(.empty), .success(13.5)]
print(results)
let boxes: [Box<Double>] = [.v(14), .pair(15, 16)]
print(boxes)
