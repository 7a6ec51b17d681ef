struct Counter {
    var count = 0
    func increment() {
        count += 1
    }
}
var counter = Counter()
counter.increment()
