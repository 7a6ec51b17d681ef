// An object that only a block's variable holds is freed when the block ends: its deinit
// prints before the code after the block.
class Ticket {
    let number: Int
    init(_ number: Int) {
        self.number = number
        print("issued \(number)")
    }
    deinit { print("returned \(number)") }
}

do {
    let ticket = Ticket(1)
    print("holding \(ticket.number)")
}
print("after do")

for round in 1...2 {
    let ticket = Ticket(10 + round)
    print("round \(round) with \(ticket.number)")
}
print("after for")

var countdown = 2
while countdown > 0 {
    let ticket = Ticket(20 + countdown)
    print("countdown \(ticket.number)")
    countdown -= 1
}
print("after while")

let wanted = true
if wanted {
    let first = Ticket(31)
    let second = Ticket(32)
    print("both \(first.number + second.number)")
} else {
    print("none")
}
print("after if")

switch countdown {
case 0:
    let ticket = Ticket(40)
    print("case \(ticket.number)")
default:
    break
}
print("after switch")

func visit() {
    do {
        let ticket = Ticket(50)
        print("inner \(ticket.number)")
    }
    print("still in visit")
}
visit()
print("after visit")

var holder: Ticket? = Ticket(60)
holder = nil
print("after nil")
var pile = [Ticket(70), Ticket(71)]
pile.removeLast()
print("after removeLast")
pile = []
print("after emptying")
