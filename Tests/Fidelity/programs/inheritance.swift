// Inheritance and initialization: overriding methods, properties and observers, designated,
// convenience, failable and required initializers, class members, deinit order.

class Instrument {
    var volume = 5
    let name: String
    class var family: String { "instrument" }
    static var made = 0
    var summary: String { "\(name) at volume \(volume)" }

    init(name: String) {
        self.name = name
        Instrument.made += 1
    }
    convenience init() { self.init(name: "untitled") }
    func play() -> String { "\(name) makes a sound" }
    final func tune() -> String { "tuning \(name)" }
}

class Guitar: Instrument {
    var strings: Int
    override class var family: String { "strings" }
    override var summary: String { super.summary + " with \(strings) strings" }
    override var volume: Int {
        didSet { print("guitar volume \(oldValue) -> \(volume)") }
    }

    init(name: String, strings: Int) {
        self.strings = strings
        super.init(name: name)
        volume = 7
    }
    override convenience init(name: String) { self.init(name: name, strings: 6) }
    override func play() -> String { super.play() + ", strummed" }
}

final class BassGuitar: Guitar {
    override func play() -> String { "low: " + super.play() }
}

let guitar = Guitar(name: "Classic")
let plain = Guitar()
let bass = BassGuitar(name: "Bass", strings: 4)
bass.volume += 2
print(guitar.summary, "|", plain.summary, "|", bass.summary)
print(guitar.play(), "|", bass.play(), "|", bass.tune())
print(Instrument.family, Guitar.family, BassGuitar.family, Instrument.made)
let band: [Instrument] = [guitar, bass, Instrument(name: "Drum")]
print(band.map { $0.play() })
print(band.map { type(of: $0) })

enum Note: String {
    case c, d, e
    init?(letter: Character) {
        switch letter {
        case "C", "c": self = .c
        case "D", "d": self = .d
        case "E", "e": self = .e
        default: return nil
        }
    }
}
print(Note(letter: "d") as Any, Note(letter: "x") as Any, Note(rawValue: "e") as Any)

class Ticket {
    let seat: String
    init?(seat: String) {
        if seat.isEmpty { return nil }
        self.seat = seat
    }
}

class VipTicket: Ticket {
    let lounge: Int
    init?(seat: String, lounge: Int) {
        if lounge < 1 { return nil }
        self.lounge = lounge
        super.init(seat: seat)
    }
}

for (seat, lounge) in [("A1", 2), ("", 3), ("B4", 0)] {
    if let ticket = VipTicket(seat: seat, lounge: lounge) {
        print("ticket \(ticket.seat) lounge \(ticket.lounge)")
    } else {
        print("no ticket for '\(seat)' lounge \(lounge)")
    }
}

class Shape {
    var sides: Int
    required init(sides: Int) { self.sides = sides }
}
class Square: Shape {
    var length = 1.0
    required init(sides: Int) {
        super.init(sides: sides)
        length = 2.0
    }
}
func make<T: Shape>(_ kind: T.Type) -> T { kind.init(sides: 4) }
let square = make(Square.self)
print(square.sides, square.length, type(of: square))

class Node {
    let label: String
    weak var parent: Node?
    var children: [Node] = []
    init(_ label: String) { self.label = label; print("init \(label)") }
    deinit { print("deinit \(label)") }
}

func grow() {
    let root = Node("root")
    let leaf = Node("leaf")
    leaf.parent = root
    root.children.append(leaf)
    print(leaf.parent?.label ?? "none")
}
grow()
print("after grow()")

class Owner {
    let name: String
    var pet: Pet?
    init(name: String) { self.name = name }
    deinit { print("\(name) left") }
}
class Pet {
    unowned let owner: Owner
    init(owner: Owner) { self.owner = owner }
    deinit { print("pet left") }
}
var owner: Owner? = Owner(name: "Ann")
owner?.pet = Pet(owner: owner!)
print(owner?.pet?.owner.name ?? "")
owner = nil

struct Settings {
    lazy var expensive: [Int] = {
        print("computing")
        return [1, 2, 3]
    }()
    var calls = 0
}
var settings = Settings()
print("before")
print(settings.expensive.count, settings.expensive.count)
