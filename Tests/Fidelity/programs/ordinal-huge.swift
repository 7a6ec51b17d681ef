// Ordinals of numbers past Int's range, which once stopped the kernel (a trapping Int(…)).
import Foundation

let ordinal = NumberFormatter()
ordinal.numberStyle = .ordinal
for value in [1.0, 22.0, 113.0, 1234.0, -5.0, 9.2e18, 1e19, 1.5e20, 1e300] {
    print(ordinal.string(from: NSNumber(value: value)) ?? "nil")
}
