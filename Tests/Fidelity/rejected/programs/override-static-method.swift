class Shape { static func make() -> String { "shape" } }
class Square: Shape { override static func make() -> String { "square" } }
print(Square.make())
