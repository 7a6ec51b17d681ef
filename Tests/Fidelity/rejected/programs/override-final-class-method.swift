class Shape { final class func make() -> String { "shape" } }
class Square: Shape { override class func make() -> String { "square" } }
print(Square.make())
