// When deinit runs: the last reference going away, a do block or a function ending, a
// collection letting go, and a deinit that hands something back.

class Lamp {
    let room: String
    init(_ room: String) { self.room = room; print("on: \(room)") }
    deinit { print("off: \(room)") }
}

do {
    let hall = Lamp("hall")
    let porch = Lamp("porch")
    print("lit", hall.room, porch.room)
}
print("after the do block")

func evening() {
    do {
        let desk = Lamp("desk")
        print("reading by the \(desk.room)")
    }
    print("still in evening()")
}
evening()

for night in 1...2 {
    do {
        let candle = Lamp("candle \(night)")
        _ = candle
    }
}

var shelf = [Lamp("left"), Lamp("right")]
shelf.removeFirst()
print("one left on the shelf")
shelf = []
var spare: Lamp? = Lamp("spare")
let other = spare
spare = nil
print("spare still held by other: \(other?.room ?? "-")")

final class Library {
    static var copies = 3
    static func lend() -> Bool {
        guard copies > 0 else { return false }
        copies -= 1
        return true
    }
}

final class Reader {
    let name: String
    var borrowed = 0
    init(name: String) { self.name = name }
    func borrow() { if Library.lend() { borrowed += 1 } }
    deinit {
        Library.copies += borrowed
        print("\(name) returned \(borrowed)")
    }
}

var reader: Reader? = Reader(name: "Ivy")
reader?.borrow()
reader?.borrow()
print("copies left: \(Library.copies)")
reader = nil
print("copies back: \(Library.copies)")
