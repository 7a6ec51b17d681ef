// Compound and plain assignment through optional chains, and operator functions declared at
// the top level taking their right operand as their parameter's type.
struct Point { var x = 1; var y = 0.5 }
var maybe: Point? = Point()
maybe?.x += 1
maybe?.y += 1
print(maybe!.x, maybe!.y)
maybe?.y = 2
print(maybe!.y)
var none: Point? = nil
none?.x += 1
print(none as Any)
class Box { var total: Double = 0 }
let box: Box? = Box()
box?.total += 4
print(box!.total)
box?.total = 7
print(box!.total)
var table: [String: Point] = ["k": Point()]
table["k"]?.y = 3
table["k"]?.x += 5
print(table["k"]!.x, table["k"]!.y)

struct Meter { var value: Double }
func += (left: inout Meter, right: Double) { left.value += right }
func -= (left: inout Meter, right: Meter) { left.value -= right.value }
func show(_ number: Double) { print("by", number) }
func *= (left: inout Meter, right: Double) {
    show(right)
    print(right)
    left.value *= right
}
var meter = Meter(value: 1)
meter += 2
print(meter.value)
meter -= Meter(value: 0.5)
print(meter.value)
meter *= 3
print(meter.value)
var meters = [Meter(value: 1)]
meters[0] += 4
print(meters[0].value)
