struct Point {
    var x: Int
    var y: Int
}
let point = Point(1, 2)
print(point)
