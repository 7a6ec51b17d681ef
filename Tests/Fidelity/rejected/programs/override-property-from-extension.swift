class Shape { var label: String { "shape" } }
class Square: Shape {}
extension Square { override var label: String { "square" } }
print(Square().label)
