// A lazy closure property that captures self strongly: once it has been called, the instance
// and the closure hold each other, so swiftc never runs the deinit; an instance whose lazy
// property was never called is freed as usual.
class Greeter {
    let name: String
    lazy var greet: () -> String = { "Hello, \(self.name)" }
    init(name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
class WeakGreeter {
    let name: String
    lazy var greet: () -> String = { [weak self] in "Hi, \(self?.name ?? "nobody")" }
    init(name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
do {
    let called = Greeter(name: "called")
    print(called.greet())
}
do {
    let uncalled = Greeter(name: "uncalled")
    print(uncalled.name)
}
do {
    let weakly = WeakGreeter(name: "weakly")
    print(weakly.greet())
}
print("end")
