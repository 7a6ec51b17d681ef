// Optional chaining: reading, calling and assigning through `?`, and what is evaluated
// when the chain stops.

final class Shelf {
    var books: [String] = []
    var label: Label?
    subscript(position: Int) -> String {
        get { books[position] }
        set { books[position] = newValue }
    }
    func describe() { print("shelf with \(books.count) books") }
}

final class Label {
    var text: String?
    var color = "white"
    func shout() -> String? { text.map { $0.uppercased() } }
}

final class Library {
    var shelf: Shelf?
}

func makeLabel(_ text: String) -> Label {
    print("makeLabel(\(text)) ran")
    let label = Label()
    label.text = text
    return label
}

func bonus() -> Int {
    print("bonus() ran")
    return 10
}

let library = Library()
library.shelf?.label = makeLabel("never")
library.shelf?[0] = "never"
print(library.shelf?.books.count as Any)
if (library.shelf?.label = makeLabel("still never")) != nil {
    print("set the label")
} else {
    print("no shelf, no label")
}
let stopped = (library.shelf?.label = makeLabel("nope"))
print(stopped as Any, type(of: stopped))
if library.shelf?.describe() == nil { print("describe() was not called") }

library.shelf = Shelf()
library.shelf?.books.append("Dune")
library.shelf?.books += ["Emma", "Ulysses"]
library.shelf?[1] = "Persuasion"
if (library.shelf?.label = makeLabel("fiction")) != nil {
    print("set the label")
}
let reached = (library.shelf?.label?.color = "red")
print(reached as Any)
print(library.shelf?.label?.shout() as Any, library.shelf?.label?.color ?? "none")
print(library.shelf?[1] ?? "empty", library.shelf?.books ?? [])
library.shelf?.describe()

var scores = ["ana": [3, 4], "ben": [5]]
scores["ana"]?[0] = 9
scores["ben"]?[0] += bonus()
scores["cy"]?[0] = bonus()
scores["cy"]?[0] += bonus()
scores["cy"]?.append(bonus())
print(scores["ana"]!, scores["ben"]!, scores["cy"] as Any)

var counter: Int? = nil
counter? += bonus()
print(counter as Any)
counter = 1
counter? += bonus()
print(counter as Any)

struct Point { var x = 0, y = 0 }
var maybePoint: Point? = nil
maybePoint?.x = bonus()
print(maybePoint as Any)
maybePoint = Point()
if (maybePoint?.y = 4) != nil { print(maybePoint!) }

var total = 1
let nothing: () = (total += 2)
print(total, nothing)
let pair = (total, 2)
print(pair)

let explicitNone = Optional<String>.none
let explicitSome = Optional.some(12)
print(explicitNone as Any, explicitSome as Any, Optional<Int>.some(3) as Any, explicitNone?.count as Any)
