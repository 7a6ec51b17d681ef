struct Point {
    var x = 0
    var y = 0
}
let point = Point()
print(point.z)
