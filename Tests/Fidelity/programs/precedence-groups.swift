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
