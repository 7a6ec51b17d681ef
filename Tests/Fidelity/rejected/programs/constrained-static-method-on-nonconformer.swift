protocol Shape { var area: Double { get } }
protocol Unit {}
extension Shape where Self: Unit {
    static func unit() -> String { "unit shape" }
}
struct Square: Shape, Unit { var area: Double { 1 } }
struct Circle: Shape { var area: Double { 3.14 } }
print(Square.unit())
print(Circle.unit())
