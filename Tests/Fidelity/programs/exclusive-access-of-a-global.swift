// Two stored properties of one global struct passed `&` together: swiftc compiles it (it proves
// such accesses apart only for local variables) and the program stops when the call runs
// ("Simultaneous accesses"), before anything it would print after (standard output is
// not flushed by the trap, so this program prints nothing).
struct Player {
    var name: String
    var health: Int
    var energy: Int
}
func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}
var holly = Player(name: "Holly", health: 10, energy: 10)
balance(&holly.health, &holly.energy)
print(holly)
