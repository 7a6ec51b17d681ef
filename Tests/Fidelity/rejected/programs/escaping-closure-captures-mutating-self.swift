struct Counter {
    var count = 0
    mutating func makeIncrementer() -> () -> Void {
        return {
            self.count += 1
        }
    }
}
var counter = Counter()
let increment = counter.makeIncrementer()
increment()
