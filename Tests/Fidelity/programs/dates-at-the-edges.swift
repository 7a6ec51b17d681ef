// Dates near and past the ends of the range Foundation describes (from distantPast to
// distantFuture), millions of years away, and dumped.
import Foundation

for seconds in [-63_114_076_800.0, -63_114_076_800.5, -63_114_076_801.0, -62_167_219_200.0, -1.5, -0.5, 0.5,
                63_113_903_999.0, 63_113_904_000.0, 63_113_904_000.5, 63_113_904_001.0, 2.5e11, 1e14, -1e14, 3.2e16] {
    print(seconds, Date(timeIntervalSinceReferenceDate: seconds))
}
print(Date.distantPast, Date.distantFuture)
print([Date(timeIntervalSince1970: 1e14)], "\(Date(timeIntervalSince1970: 1e14))")
let utc = DateFormatter()
utc.dateFormat = "yyyy-MM-dd HH:mm"
utc.timeZone = TimeZone(identifier: "UTC")
print(utc.string(from: Date(timeIntervalSince1970: 1e14)))
print(utc.string(from: Date(timeIntervalSinceReferenceDate: 63_113_904_001.0)))
dump(Date(timeIntervalSinceReferenceDate: 86_400.25))
dump([Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSince1970: 1e14)])
