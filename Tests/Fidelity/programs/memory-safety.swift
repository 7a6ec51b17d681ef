// Exclusive access done right: copies before passing with &, separate variables, separate
// stored properties of a local struct, and a mutating method given another value.

var stride = 2
func advance(_ position: inout Int) { position += 3 }
var copied = stride
advance(&copied)
stride = copied
print(stride)

func even(_ first: inout Int, _ second: inout Int) {
    let total = first + second
    first = total / 2
    second = total - first
}
var home = 41, away = 30
even(&home, &away)
print(home, away)

struct Hero {
    var name: String
    var stamina: Int
    var shield: Int
    mutating func share(with ally: inout Hero) { even(&stamina, &ally.stamina) }
}

var red = Hero(name: "Red", stamina: 12, shield: 3)
var blue = Hero(name: "Blue", stamina: 4, shield: 9)
red.share(with: &blue)
print(red.stamina, blue.stamina)

func rebalance() -> Hero {
    var green = Hero(name: "Green", stamina: 20, shield: 6)
    even(&green.stamina, &green.shield)
    return green
}
print(rebalance())

var numbers = [5, 1, 4]
numbers.swapAt(0, 2)
var a = 1, b = 2
swap(&a, &b)
print(numbers, a, b)
