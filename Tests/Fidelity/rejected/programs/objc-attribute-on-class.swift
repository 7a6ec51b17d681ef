class Counter {
    var count = 0
    @objc func increment() {
        count += 1
    }
}
let counter = Counter()
counter.increment()
