struct Point {
    var x: Int
    var y: Int
}
let point = Point(x: 1, y: 2)
point.x = 5
print(point)
