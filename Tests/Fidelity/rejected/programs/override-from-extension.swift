class Shape { func describe() -> String { "shape" } }
class Square: Shape {}
extension Square { override func describe() -> String { "square" } }
print(Square().describe())
