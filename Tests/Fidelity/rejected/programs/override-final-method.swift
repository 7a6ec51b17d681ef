class Shape {
    final func area() -> Double { 0 }
    final var name: String { "shape" }
}
class Square: Shape {
    override func area() -> Double { 1 }
}
