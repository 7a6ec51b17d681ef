// Calls of built-in free functions (abs, max, min, sqrt) whose arguments call the same call
// site again (recursion), throw part-way, or hold arrays: each call binds its own arguments.
import Foundation

func depth(_ n: Int) -> Int {
    if n == 0 { return 0 }
    return max(depth(n - 1) + 1, abs(-n))
}
print(depth(6))

func nested(_ n: Int) -> Double {
    n == 0 ? 1 : sqrt(nested(n - 1) + Double(n))
}
print(Int(nested(5) * 1000))

enum Failure: Error { case tooSmall(Int) }
func checked(_ n: Int) throws -> Int {
    if n < 3 { throw Failure.tooSmall(n) }
    return n
}
func safeMin(_ a: Int, _ b: Int) -> Int {
    do { return min(try checked(a), try checked(b)) } catch { return -1 }
}
for pair in [(5, 4), (1, 9), (7, 2), (8, 8)] { print(safeMin(pair.0, pair.1)) }

var biggest: [Int] = []
for row in [[3, 1, 2], [9, 7], [4]] {
    biggest.append(max(row.max() ?? 0, row.count))
}
print(biggest, min(biggest.min() ?? 0, 5), max(1.5, 2.5, 0.5))

let roots = (1...4).map { sqrt(Double($0 * $0)) }
print(roots, roots.map { max($0, sqrt(9)) })
