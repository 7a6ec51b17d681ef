// The newer syntax side by side: names in emoji and other scripts (also after $), conditional
// compilation at the top level, in a type and in a function, source literals, precedence
// groups and property wrappers with projected values.
let 🐶🐮 = "dogcow", π = 3.14159, 你好 = "hi"
var ⓐ = 1; ⓐ += 1
#if os(Linux) && !DEBUG
let platform = "linux"
#elseif canImport(UIKit)
let platform = "ios"
#else
let platform = "other"
#endif
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: PowerPrecedence
func ** (base: Int, power: Int) -> Int { power == 0 ? 1 : base * (base ** (power - 1)) }
@propertyWrapper
struct Clamped {
    private var value = 0
    var projectedValue = false
    var wrappedValue: Int {
        get { value }
        set { projectedValue = newValue > 9; value = min(newValue, 9) }
    }
    init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
}
struct Score {
    @Clamped var 🎯: Int = 3
    #if swift(>=5.9)
    var label: String { "\(#function): \(🎯)" }
    #endif
}
var score = Score()
score.🎯 = 12
print(score.🎯, score.$🎯, 2 ** 3 ** 2, platform, 🐶🐮, π, 你好, ⓐ)
func whereAmI(_ caller: String = #function) -> String {
    #if arch(x86_64)
    return "\(caller) \(#line):\(#column) \(#fileID)"
    #else
    return #filePath
    #endif
}
if #available(macOS 14, *) { print(whereAmI(), [1, 2].map { $0 ** 2 }) }
