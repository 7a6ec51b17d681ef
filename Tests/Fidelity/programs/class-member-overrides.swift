class Shape {
    class func make() -> String { "shape" }
    class var sides: Int { 0 }
    static let unit = 1
    func describe() -> String { "a shape with \(Self.sides) sides" }
}
class Square: Shape {
    override class func make() -> String { "square" }
    override final class var sides: Int { 4 }
}
extension Shape { func name() -> String { "shape \(Shape.unit)" } }
extension Square { func area(_ side: Int) -> Int { side * side } }
print(Shape.make(), Square.make(), Shape.sides, Square.sides)
print(Square().describe(), Square().name(), Square().area(3))
