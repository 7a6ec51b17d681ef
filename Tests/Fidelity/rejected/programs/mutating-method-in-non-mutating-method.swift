struct Stack {
    var items: [Int] = []
    mutating func push(_ item: Int) {
        items.append(item)
    }
    func pushTwice(_ item: Int) {
        push(item)
        push(item)
    }
}
var stack = Stack()
stack.pushTwice(1)
