struct Rectangle {
    var width = 2.0
    var height = 3.0
    var area: Double {
        width * height
    }
}
var room = Rectangle()
room.area = 12
print(room.area)
