struct Counter {
    var count = 0
    mutating func increment() {
        count += 1
    }
}
let counter = Counter()
counter.increment()
print(counter.count)
