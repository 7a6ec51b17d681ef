// Subscripts: several parameters, setters, overloads told apart by argument type,
// static subscripts, inherited ones and those a protocol extension adds.

struct Board {
    let rows: Int, columns: Int
    var cells: [Character]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: ".", count: rows * columns)
    }
    func isInside(_ row: Int, _ column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns
    }
    subscript(row: Int, column: Int) -> Character {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }
    subscript(row: Int) -> String { String(cells[(row * columns)..<((row + 1) * columns)]) }
    subscript(symbol: Character) -> Int { cells.filter { $0 == symbol }.count }
}

var board = Board(rows: 2, columns: 3)
board[0, 1] = "x"
board[1, 2] = "o"
board[1, 0] = "x"
print(board[0], board[1], board["x"], board[0, 1], board.isInside(2, 0))

enum Weekday: Int {
    case monday = 1, tuesday, wednesday
    static subscript(number: Int) -> Weekday? { Weekday(rawValue: number) }
}
print(Weekday[2] as Any, Weekday[9] as Any)

struct Temperatures {
    private var readings: [String: Double] = [:]
    subscript(city: String) -> Double? {
        get { readings[city] }
        set { readings[city] = newValue }
    }
    subscript(city: String, default fallback: Double) -> Double { readings[city] ?? fallback }
}
var temperatures = Temperatures()
temperatures["Oslo"] = -3.5
temperatures["Lima"] = 19
temperatures["Lima"] = nil
print(temperatures["Oslo"] as Any, temperatures["Lima"] as Any, temperatures["Rome", default: 12])

protocol Queue {
    associatedtype Item
    var count: Int { get }
    subscript(position: Int) -> Item { get }
}

extension Queue {
    subscript<Positions: Sequence>(positions: Positions) -> [Item] where Positions.Element == Int {
        var picked: [Item] = []
        for position in positions { picked.append(self[position]) }
        return picked
    }
    var last: Item? { count == 0 ? nil : self[count - 1] }
}

struct Line<Element>: Queue {
    var people: [Element] = []
    var count: Int { people.count }
    subscript(position: Int) -> Element { people[position] }
}

let line = Line(people: ["ann", "bo", "cy", "dee"])
print(line[1], line[[0, 3]], line[1...2], line.last ?? "nobody")

class Shelf {
    var items = ["cup", "pot"]
    subscript(index: Int) -> String {
        get { items[index] }
        set { items[index] = newValue.uppercased() }
    }
}
class LabelledShelf: Shelf {
    override subscript(index: Int) -> String {
        get { "#\(index): " + items[index] }
        set { items[index] = newValue + "!" }
    }
}
let shelf: Shelf = LabelledShelf()
shelf[1] = "pan"
print(shelf[0], shelf[1], shelf.items)
