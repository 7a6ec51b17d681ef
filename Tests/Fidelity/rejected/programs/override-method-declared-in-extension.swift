class Shape {}
extension Shape { func describe() -> String { "shape" } }
class Square: Shape { override func describe() -> String { "square" } }
print(Square().describe())
