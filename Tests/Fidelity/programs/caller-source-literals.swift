// #function, #line, #column and #fileID as a parameter's default value are the caller's,
// as swiftc gives them: functions, methods, initialisers, getters, subscripts, observers,
// deinitialisers, closures and the top level ("main").
func place(_ function: String = #function, line: Int = #line, column: Int = #column, file: String = #fileID) -> String {
    "\(function) \(line) \(column) \(file)"
}
func log(_ message: String, function: String = #function, line: UInt = #line) {
    print("[\(function):\(line)] \(message)")
}
print(place())
func outer(_ a: Int, y: Int) { print(place()); print(#function) }
outer(1, y: 2)
struct S {
    var value: Int { print(place()); return 1 }
    init(x: Int) { print(place()) }
    func m() { print(place()) }
    static func st() { print(place()) }
    subscript(i: Int) -> Int { print(place()); return i }
    mutating func change() { log("changing") }
}
var s = S(x: 1)
_ = s.value
s.m()
S.st()
_ = s[0]
s.change()
let closure = { print(place()) }
closure()
func generic<T>(_ t: T) { print(place()) }
generic(1)
class K {
    var z = 0 { didSet { print(place()) } }
    deinit { print(place()) }
}
var k: K? = K()
k?.z = 3
k = nil
log("top")
print(place(line: 7), place("given"))
func nested() {
    func inner() -> String { place() }
    print(inner())
    [1].forEach { _ in print(place()) }
}
nested()
print(#function)
