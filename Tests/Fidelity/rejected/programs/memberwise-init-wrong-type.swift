struct Point {
    var x: Int
    var y: Int
}
let origin = Point(x: 0, y: "zero")
print(origin)
