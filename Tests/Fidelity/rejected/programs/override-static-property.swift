class Shape { static var name: String { "shape" } }
class Square: Shape { override static var name: String { "square" } }
print(Square.name)
