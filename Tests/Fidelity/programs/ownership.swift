// Noncopyable types and ownership modifiers (Swift 5.9 and later).
struct LogFile: ~Copyable {
    let path: String
    var lines = 0

    init(path: String) {
        self.path = path
        print("open", path)
    }

    borrowing func summary() -> String { "\(path): \(lines) lines" }

    mutating func write(_ text: String) {
        lines += 1
        print("write", text)
    }

    consuming func close() {
        print("close", path, "after", lines, "lines")
    }

    deinit { print("deinit", path) }
}

func session() {
    var log = LogFile(path: "a.log")
    log.write("hello")
    log.write("world")
    print(log.summary())
    log.close()
    print("session over")
}
session()

// Parameters: borrowing reads, consuming takes ownership, inout changes in place.
func show(_ file: borrowing LogFile) { print("showing", file.summary()) }
func archive(_ file: consuming LogFile) { print("archiving", file.path) }
func append(to file: inout LogFile) { file.write("appended") }

func handOff() {
    var file = LogFile(path: "b.log")
    show(file)
    append(to: &file)
    archive(file)
    print("handed off")
}
handOff()

// A value that is passed through is not destroyed on the way.
func relay(_ file: consuming LogFile) -> LogFile {
    print("relaying", file.path)
    return file
}
func keep() {
    let first = LogFile(path: "c.log")
    let second = relay(first)
    print("kept", second.summary())
}
keep()

// discard self: a consuming method that ends the value without its deinit.
struct Ticket: ~Copyable {
    let number: Int
    consuming func redeem() {
        print("redeemed", number)
        discard self
    }
    deinit { print("ticket", number, "expired") }
}
func tickets() {
    let used = Ticket(number: 1)
    used.redeem()
    let unused = Ticket(number: 2)
    print("holding", unused.number)
}
tickets()

// consume and copy on ordinary values.
func moves() {
    var names = ["Ada", "Grace"]
    let moved = consume names
    names = ["Linus"]
    let duplicate = copy moved
    print(moved, duplicate, names)
}
moves()

func total(_ values: borrowing [Int]) -> Int { values.reduce(0, +) }
func shout(_ text: consuming String) -> String {
    text += "!"
    return text
}
print(total([1, 2, 3]), shout("hey"))

// A generic type that may hold a noncopyable value.
struct Wrapper<Wrapped: ~Copyable>: ~Copyable {
    var value: Wrapped
}
func wrapped() {
    let box = Wrapper(value: LogFile(path: "d.log"))
    print("wrapped", box.value.path)
}
wrapped()

enum Light: ~Copyable {
    case on(brightness: Int), off
}
func lights() {
    let light = Light.on(brightness: 7)
    switch consume light {
    case .on(let brightness): print("on at", brightness)
    case .off: print("off")
    }
}
lights()

// Each value ends with the block that declared it, the last declared first.
struct Lease: ~Copyable {
    let id: Int
    deinit { print("lease", id, "returned") }
}
do {
    let lease = Lease(id: 1)
    print("holding lease", lease.id)
}
func choose(_ first: Bool) -> Lease {
    if first {
        let chosen = Lease(id: 2)
        return chosen
    } else {
        let unused = Lease(id: 3)
        print("not using", unused.id)
    }
    return Lease(id: 4)
}
func leases() {
    let a = choose(true)
    let b = choose(false)
    print("leases", a.id, b.id)
}
leases()
for id in 5...7 {
    let lease = Lease(id: id)
    if lease.id == 7 { break }
    print("loop lease", lease.id)
}
print("leases done")
