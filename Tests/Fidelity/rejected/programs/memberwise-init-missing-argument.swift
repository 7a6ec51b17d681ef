struct Size {
    var width: Double
    var height: Double
}
let size = Size(width: 3)
print(size)
