// What the standard library's sequence wrappers print as, directly, interpolated and through
// String(describing:), and what type(of:) names them; loops and map over them as usual.
let numbers = [3, 1, 2]
let names = ["ann", "bob", "cy"]
let word = "swift"
print(numbers.reversed())
print([10, 20].reversed())
print(word.reversed())
print(word.dropFirst().reversed())
print(zip(numbers, names))
print(numbers.enumerated())
print(word.enumerated())
print(stride(from: 0, to: 10, by: 3))
print(stride(from: 10, through: 0, by: -5))
print(stride(from: 0.0, to: 1.0, by: 0.25))
print(numbers.lazy)
print(numbers.enumerated().reversed())
print("reversed: \(numbers.reversed()), zipped: \(zip(names, numbers))")
print(String(describing: numbers.enumerated()), String(describing: word.reversed()))
let backwards = numbers.reversed()
print(backwards, type(of: backwards))
let pairs = zip(numbers, names)
print(pairs)
for (number, name) in pairs { print(number, name) }
print(type(of: numbers.reversed()), type(of: word.reversed()))
print(type(of: zip(numbers, names)), type(of: numbers.enumerated()))
print(type(of: stride(from: 0, to: 10, by: 2)), type(of: stride(from: 0.0, through: 1.0, by: 0.5)))
print(type(of: numbers.lazy), type(of: numbers.lazy.filter { $0 > 1 }))
print(type(of: [[1], [2, 3]].joined()))
let ages = ["ann": 31]
print(ages.keys, ages.values, type(of: ages.keys), type(of: ages.values))
print(numbers.indices, type(of: numbers.indices))
print(numbers.dropFirst(), numbers.prefix(2), type(of: numbers.dropFirst()))
print(word.dropFirst(), word.prefix(2), type(of: word.prefix(2)))
print(numbers.reversed().map { $0 * 2 }, Array(numbers.reversed()), String(word.reversed()))
print(Array(numbers.enumerated()).count, zip(numbers, names).map { "\($1)\($0)" })
print(stride(from: 0, to: 10, by: 3).map { $0 }, Array(stride(from: 1, through: 3, by: 1)))
print(names.joined(separator: ", "), ["a", "b"].joined())
debugPrint(numbers.reversed())
struct Playlist { var order = [3, 1, 2].reversed() }
let playlist = Playlist()
print(playlist.order, type(of: playlist.order), Array(playlist.order))
