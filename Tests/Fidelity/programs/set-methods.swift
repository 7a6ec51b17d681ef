// Sets beyond the algebra: membership, insert results, filtering and conversion.
var letters = Set<Character>()
print(letters.isEmpty, letters.count)
let first = letters.insert("a")
let again = letters.insert("a")
print(first.inserted, first.memberAfterInsert, again.inserted, letters.count)
letters.insert("b")
print(letters.sorted(), letters.contains("b"), letters.contains("z"))
var primes: Set = [2, 3, 5, 7, 11, 13]
print(primes.count, primes.contains(7), primes.sorted())
print(primes.filter { $0 > 5 }.sorted(), primes.map { $0 * 2 }.sorted())
print(primes.min()!, primes.max()!, primes.reduce(0, +))
print(primes.remove(2) as Any, primes.remove(4) as Any, primes.count)
let evens: Set = [2, 4, 6, 8, 10, 12]
print(primes.union(evens).sorted(), primes.intersection([5, 6, 7]).sorted())
print(primes.isDisjoint(with: evens), primes.isSubset(of: primes.union(evens)))
print(Set([1, 2, 3]).isStrictSubset(of: [1, 2, 3, 4]), Set([1, 2]).isStrictSuperset(of: [1]))
var tags: Set<String> = ["swift", "ios"]
tags.formUnion(["swift", "linux"])
print(tags.sorted())
tags.subtract(["ios"])
print(tags.sorted())
tags.formIntersection(["linux", "mac"])
print(tags.sorted(), tags.first!)
tags.formSymmetricDifference(["mac"])
print(tags.sorted())
let words = ["apple", "pear", "apple", "fig", "pear"]
let uniqueWords = Set(words)
print(uniqueWords.count, uniqueWords.sorted(), Array(uniqueWords).sorted())
print(Set("mississippi").sorted(), Set("mississippi").count)
var seen = Set<Int>()
var duplicates: [Int] = []
for number in [1, 4, 2, 4, 5, 1, 4] {
    if !seen.insert(number).inserted {
        duplicates.append(number)
    }
}
print(duplicates, seen.sorted())
print(Set([1, 2]) == Set([2, 1]), Set([1]) != Set([1, 2]), [1, 2, 3].count == Set([1, 2, 3, 3]).count)
for value in Set([3, 1, 2]).sorted(by: >) {
    print(value, terminator: " ")
}
print()
let single: Set = ["only"]
print(single, Set<Int>(), single.first!, single.contains("only"))
tags.removeAll()
print(tags.isEmpty, tags)
let a: Set = [1, 2, 3, 4]
let b: Set = [3, 4, 5]
print(a.subtracting(b).sorted(), a.symmetricDifference(b).sorted(), b.isSuperset(of: [3]))
print(a.filter { $0 % 2 == 0 }.count, a.contains(where: { $0 > 3 }), a.allSatisfy { $0 > 0 })
print(a.sorted().map { String($0) }.joined(separator: "-"))
var colors: Set = ["red"]
if colors.contains("red") { colors.remove("red") }
print(colors.count, colors.insert("blue").inserted)
print(Set(1...5).subtracting(Set(2...3)).sorted(), Set([1, 1, 1]).count)
let bigPrimes = primes.filter { $0 > 5 }
print(bigPrimes.isSubset(of: primes), bigPrimes.count, bigPrimes.union([1]).sorted(), bigPrimes.contains(7))
