// Foundation's string comparisons, as exercises sort names and files with them.
import Foundation

let pairs = [("a", "A"), ("a", "B"), ("B", "a"), ("apple", "Apple"), ("item2", "item10"), ("é", "f"), ("e", "é"),
             ("a b", "ab"), ("a-b", "ab"), ("Zebra", "apple"), ("", "a"), ("abc", "ab"), ("file 9.txt", "File 10.txt")]
for (x, y) in pairs {
    print("[\(x)] [\(y)]", x.compare(y).rawValue, x.caseInsensitiveCompare(y).rawValue, x.localizedCompare(y).rawValue,
          x.localizedCaseInsensitiveCompare(y).rawValue, x.localizedStandardCompare(y).rawValue,
          x.compare(y, options: .numeric).rawValue, x.compare(y, options: [.caseInsensitive, .numeric]).rawValue)
}
let names = ["banana", "Apple", "cherry", "apple", "Émile", "Eve", "bob"]
print(names.sorted())
print(names.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
print(names.sorted { $0.localizedCompare($1) == .orderedAscending })
print(names.sorted { $0.caseInsensitiveCompare($1) == .orderedAscending })
let files = ["track10.mp3", "track2.mp3", "Track1.mp3", "track02.mp3"]
print(files.sorted { $0.localizedStandardCompare($1) == .orderedAscending })
print(files.sorted { $0.compare($1, options: .numeric) == .orderedAscending })
let result = "pear".compare("peach")
print(result, result == .orderedDescending, result.rawValue)
switch "Swift".caseInsensitiveCompare("SWIFT") {
case .orderedAscending: print("before")
case .orderedSame: print("same")
case .orderedDescending: print("after")
}
print("Mississippi".replacingOccurrences(of: "SS", with: "ss", options: .caseInsensitive))
print("The cat and the hat".replacingOccurrences(of: "the", with: "a", options: .caseInsensitive))
print("abc".replacingOccurrences(of: "B", with: "x", options: []), "abc".replacingOccurrences(of: "b", with: "x", options: .literal))
let mixed = "hello wORLD, it's 3rd-time ßtraße"
print(mixed.localizedUppercase, mixed.localizedLowercase, mixed.localizedCapitalized, mixed.capitalized)
