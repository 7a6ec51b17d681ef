// The tuples quotientAndRemainder(dividingBy:) and the …ReportingOverflow methods return:
// a result the program keeps stays as it was while later calls return others, whether it is
// kept in a constant, an array, a closure's capture or destructured at once.
let a = 17.quotientAndRemainder(dividingBy: 5)
let b = 9.quotientAndRemainder(dividingBy: 2)
print(a, b, a.quotient, b.remainder)
var total = 0
for i in 1..<1_000 { total += i.quotientAndRemainder(dividingBy: 7).remainder }
let (q, r) = 20.quotientAndRemainder(dividingBy: 6)
print(total, q, r, a)

var kept: [(quotient: Int, remainder: Int)] = []
for n in [10, 11, 12] { kept.append(n.quotientAndRemainder(dividingBy: 4)) }
print(kept)
let later = { "\(b.quotient) \(b.remainder)" }
_ = 100.quotientAndRemainder(dividingBy: 3)
print(later())

let c = Int.max.addingReportingOverflow(1)
let d = 3.multipliedReportingOverflow(by: 4)
let e = Int.min.subtractingReportingOverflow(1)
print(c, d, e, c.overflow, d.partialValue)
var overflows = 0
var wrapped = 0
for i in 0..<500 {
    let step = (Int.max - 250).addingReportingOverflow(i)
    if step.overflow { overflows += 1; wrapped = step.partialValue }
}
print(overflows, wrapped, c)
let small = Int8(100).addingReportingOverflow(Int8(100))
let byte = UInt8(200).multipliedReportingOverflow(by: 2)
print(small, byte, small.partialValue, byte.overflow)
