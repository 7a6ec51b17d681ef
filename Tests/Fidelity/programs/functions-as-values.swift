import Foundation
print([-1, 2, -3].map(abs), [3, 1, 7].reduce(0, max), [3, 1, 7].reduce(Int.max, min))
print(["1", "x"].map(Int.init), [1.5, 4.0].map(sqrt), [0.0].map(sin), [2.0].map(exp))
print(zip([1, 5], [4, 2]).map(max), zip([1, 5], [4, 2]).map(min))
let f: (Int, Int) -> Int = max
print(f(3, 9))
let g: (Double) -> Double = abs
print(g(-2.5), type(of: f))
print([1, 2, 3].map(String.init))
print([3.7, -1.2].map(floor), [3.2].map(ceil), [2.5].map(round))

extension Array {
    func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0 ..< Swift.min($0 + size, count)]) }
    }
}
print(Array(1...10).chunked(into: 3))
extension Array where Element == Int {
    func clamped(to limit: Int) -> [Int] { map { Swift.max(0, Swift.min($0, limit)) } }
    func smallest() -> Int? { self.min() }
}
print([-3, 4, 12].clamped(to: 10), [5, 2].smallest()!, Swift.abs(-4), Swift.String(5), Swift.Int("7")!)
Swift.print("done", Swift.zip([1], ["a"]).map { "\($0)\($1)" })
print([3, 1, 2].reduce(Int.max, Swift.min))
