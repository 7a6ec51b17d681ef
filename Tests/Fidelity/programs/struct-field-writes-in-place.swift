// Changing a struct's field in place never changes a copy held elsewhere (copy-on-write);
// changing a class instance's field is seen through every reference to it.
struct Body {
    var x: Double
    var vx: Double
    var tag: String
}
final class Box {
    var count = 0
    var label = "box"
}
struct Holder {
    var body: Body
    var box: Box
    var bodies: [Body]
}

// A local struct and its copy.
var a = Body(x: 1, vx: 2, tag: "a")
var b = a
b.x = 10
b.vx -= 0.5
b.tag += "!"
a.x += 1
print(a.x, a.vx, a.tag, b.x, b.vx, b.tag)

// An element of an array of structs, written in place, and a copy of the array.
var bodies = [Body(x: 0, vx: 1, tag: "p"), Body(x: 5, vx: -1, tag: "q")]
var copied = bodies
copied[0].vx = 100
copied[1].x += 0.25
copied[1].tag += "?"
print(bodies[0].vx, bodies[1].x, bodies[1].tag, copied[0].vx, copied[1].x, copied[1].tag)

// An element taken out of the array before the write keeps its old fields.
var taken = bodies[1]
bodies[1].vx *= 3
taken.x = -7
print(bodies[1].vx, bodies[1].x, taken.vx, taken.x)

// Writes through `inout` change the caller's array only.
func advance(_ b: inout [Body], _ dt: Double) {
    for i in 0..<b.count {
        b[i].x += dt * b[i].vx
        b[i].vx -= 0.5
        for j in (i + 1)..<b.count {
            b[i].vx -= b[j].x * dt
            b[j].vx += b[i].x * dt
        }
    }
}
let before = bodies
var moved = bodies
for _ in 0..<3 { advance(&moved, 0.1) }
print(before[0].x, before[0].vx, before[1].x, before[1].vx)
print(moved[0].x, moved[0].vx, moved[1].x, moved[1].vx)

// A struct element of an array held in two variables at once, one changed in a loop.
var grid = [Body](repeating: Body(x: 0, vx: 0, tag: "g"), count: 4)
let snapshot = grid
for i in 0..<grid.count { grid[i].x = Double(i); grid[i].vx += 1 }
print(grid.map { $0.x }, grid.map { $0.vx }, snapshot.map { $0.x }, snapshot.map { $0.vx })

// A struct field of a struct and a struct in an array field, beside a class field.
var holder = Holder(body: a, box: Box(), bodies: bodies)
var other = holder
other.body.x = 99
other.bodies[0].vx = -42
other.box.count += 5
other.box.label = "shared"
print(holder.body.x, holder.bodies[0].vx, holder.box.count, holder.box.label)
print(other.body.x, other.bodies[0].vx, other.box.count, other.box.label)

// An array of class instances: writes to an element's field are seen through every copy.
var boxes = [Box(), Box()]
let sameBoxes = boxes
boxes[0].count += 3
boxes[1].label = "second"
print(sameBoxes[0].count, sameBoxes[1].label, boxes[0].count)

// Struct values passed to a closure comparator are copies: the array sorted is unchanged.
struct Student {
    let name: String
    let score: Int
}
let roster = [Student(name: "b", score: 3), Student(name: "a", score: 3), Student(name: "c", score: 9)]
let ranked = roster.sorted { $0.score > $1.score || ($0.score == $1.score && $0.name < $1.name) }
print(ranked.map { $0.name }, roster.map { $0.name })
var byName = roster
byName.sort { $0.name < $1.name }
print(byName.map { $0.name }, roster.map { $0.name })

// A mutating method on an array element and on a copy of a struct.
extension Body {
    mutating func kick(_ dv: Double) { vx += dv; x = x * 2 }
}
var kicked = bodies
kicked[0].kick(1)
var single = a
single.kick(10)
print(bodies[0].vx, bodies[0].x, kicked[0].vx, kicked[0].x, a.vx, single.vx, single.x)
