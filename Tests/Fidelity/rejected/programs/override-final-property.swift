class Shape {
    final var name: String { "shape" }
}
class Square: Shape {
    override var name: String { "square" }
}
