// Mutating methods of Array on stored properties whose elements convert ([T?], [[Double]]):
// what each adds takes the property's element type, the rest stays as it was.
struct Readings {
    var values: [Double?] = []
    var rows: [[Double]] = []
}

final class Log {
    var entries: [Int?] = [1, nil]
    var grid: [[Double]] = [[0]]
}

var readings = Readings()
for i in 0..<6 { readings.values.append(i % 2 == 0 ? nil : Double(i)) }
readings.values.append(contentsOf: [7, nil, 9])
readings.values.insert(2, at: 1)
readings.values.insert(contentsOf: [nil, 4], at: 0)
print(readings.values)
print(readings.values.removeLast() as Any, readings.values.popLast() as Any, readings.values.removeFirst() as Any)
readings.values.swapAt(0, 1)
readings.values.remove(at: 2)
print(readings.values, readings.values.count)

readings.rows.append([1, 2])
readings.rows.append(contentsOf: [[3], [4, 5]])
readings.rows.insert([0], at: 0)
readings.rows[1].append(2.5)
readings.rows.sort { $0.count < $1.count }
print(readings.rows)
readings.rows.removeAll { $0.count == 1 }
print(readings.rows, readings.rows.first!.first! / 2)

let log = Log()
log.entries.append(3)
log.entries.insert(nil, at: 0)
log.entries.append(contentsOf: [4, 5])
log.entries.reverse()
print(log.entries, log.entries.compactMap { $0 }.reduce(0, +))
log.grid.append([1, 2])
log.grid[0].insert(-1, at: 0)
log.grid.removeFirst()
print(log.grid)

var totals: [Double?] = []
for i in 0..<20_000 { totals.append(i % 3 == 0 ? nil : Double(i)) }
var kept = Readings()
for i in 0..<20_000 { kept.values.append(i % 3 == 0 ? nil : Double(i)) }
print(kept.values.count, kept.values.compactMap { $0 }.reduce(0, +), kept.values.last! as Any, totals.count == kept.values.count)
