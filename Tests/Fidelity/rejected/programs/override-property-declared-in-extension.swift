class Shape {}
extension Shape { var label: String { "shape" } }
class Square: Shape { override var label: String { "square" } }
print(Square().label)
