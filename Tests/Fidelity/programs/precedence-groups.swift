// Precedence groups declared in the program, and operators that use them.
precedencegroup ExponentiationPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: ExponentiationPrecedence
func ** (base: Int, power: Int) -> Int {
    var result = 1
    for _ in 0..<power { result *= base }
    return result
}
print(2 ** 3 ** 2, 2 * 3 ** 2, 1 + 2 ** 2)
precedencegroup LooseLeft {
    lowerThan: AdditionPrecedence
    higherThan: ComparisonPrecedence
    associativity: left
}
infix operator <>: LooseLeft
func <> (a: Int, b: Int) -> Int { a * 10 + b }
print(1 + 2 <> 3 + 4, 1 <> 2 <> 3 == 123)
struct Vector2D { var x = 0.0, y = 0.0 }
infix operator +-: AdditionPrecedence
extension Vector2D {
    static func +- (left: Vector2D, right: Vector2D) -> Vector2D {
        return Vector2D(x: left.x + right.x, y: left.y - right.y)
    }
}
let firstVector = Vector2D(x: 1.0, y: 2.0)
let secondVector = Vector2D(x: 3.0, y: 4.0)
let plusMinusVector = firstVector +- secondVector
print(plusMinusVector)
