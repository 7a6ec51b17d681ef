// Overloads told apart only by @autoclosure: a closure literal goes to the closure
// parameter, any other expression to the autoclosure one.
var queue = ["Avery", "Blake", "Casey", "Devon", "Emery", "Finley"]

func serve(customer provider: () -> String) {
    print("Now serving \(provider())!")
}
func serve(customer provider: @autoclosure () -> String) {
    print("Now serving (auto) \(provider())!")
}

serve(customer: { queue.remove(at: 0) })
serve(customer: queue.remove(at: 0))
serve(customer: "a walk-in")
let next = { queue.remove(at: 0) }
serve(customer: next)
print(queue)

// The same for methods.
struct Logger {
    var prefix: String
    func log(_ message: () -> String) { print(prefix, "closure:", message()) }
    func log(_ message: @autoclosure () -> String) { print(prefix, "value:", message()) }
}
let logger = Logger(prefix: "[log]")
logger.log { "built lazily" }
logger.log("plain text")
logger.log("count \(queue.count)")

// An autoclosure that is only sometimes evaluated.
func check(_ condition: @autoclosure () -> Bool, otherwise message: @autoclosure () -> String) {
    if !condition() { print("failed:", message()) } else { print("passed") }
}
check(queue.count == 2, otherwise: "expected two")
check(queue.isEmpty, otherwise: "queue has \(queue.count)")

// Closures stored from an escaping autoclosure.
var pending: [() -> String] = []
func collect(_ provider: @autoclosure @escaping () -> String) { pending.append(provider) }
collect("first")
collect("second")
for provider in pending { print(provider()) }
