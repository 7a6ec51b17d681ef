// formatted() as newer tutorials write prices, percentages and dates (Linux's default locale).
import Foundation

for x in [1234567.891, 3.14159265, 0.5, 2.0, -1234.5, 1e-7, 1e20, 0.1 + 0.2, 100.0, 12.3456789] {
    print(x.formatted(), x.formatted(.number), x.formatted(.percent), x.formatted(.currency(code: "USD")),
          x.formatted(.currency(code: "EUR")), x.formatted(.currency(code: "GBP")))
}
for n in [0, 7, 1234, -1234567, Int.max] {
    print(n.formatted(), n.formatted(.percent), n.formatted(.currency(code: "USD")))
}
let cart = [("Notebook", 3.49, 4), ("Pen", 0.99, 10)]
var total = 0.0
for (name, price, quantity) in cart {
    let line = price * Double(quantity)
    total += line
    print("\(name) x\(quantity): \(line.formatted(.currency(code: "USD")))")
}
print("Total: \(total.formatted(.currency(code: "USD")))", "Tax: \((0.0825).formatted(.percent))")
let launch = Date(timeIntervalSince1970: 1_700_000_000)
let dateStyles: [Date.FormatStyle.DateStyle] = [.omitted, .numeric, .abbreviated, .long, .complete]
let timeStyles: [Date.FormatStyle.TimeStyle] = [.omitted, .shortened, .standard, .complete]
for date in dateStyles {
    for time in timeStyles {
        print("[\(launch.formatted(date: date, time: time))]")
    }
}
print(launch.formatted(.iso8601), launch.formatted())
