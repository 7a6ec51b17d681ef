// A generic enum's case named through its type without generic arguments takes them from the context, and sized-integer payloads take the context's type.
enum E: Error { case bad }
let a: Result = Result<Int, E>.success(5)
print(a)
var r: Result<Double, E> = Result.success(5)
print(r)
r = Result.success(6)
print(r)
func make() -> Result<Double, E> { Result.success(7) }
print(make())
let list: [Result<Double, E>] = [Result.success(1), .success(2)]
print(list)
enum Box<T> { case v(T) }
let b: Box<UInt8> = .v(2)
print(b)
if case .v(let n) = b { print(type(of: n), n &+ 255) }
let c: Box<Int16> = Box.v(7)
print(c)
if case .v(let n) = c { print(type(of: n)) }
let f: Box<Float> = .v(2)
if case .v(let n) = f { print(type(of: n), n) }
let u: Result<UInt8, E> = .success(200)
if case .success(let n) = u { print(type(of: n), n &+ 100) }
