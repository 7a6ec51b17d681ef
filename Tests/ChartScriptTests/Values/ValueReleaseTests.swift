#if canImport(Glibc)
import Glibc
#endif
import XCTest
@testable import ChartScript

/// Values nested deeply are freed in a loop, not in a recursion that would overflow the stack,
/// and in the order Swift frees them.
///
/// Each test builds a deep value, then lets go of the last reference on a thread with a small
/// stack (``smallStack``), where freeing it recursively would crash the test run.
final class ValueReleaseTests: XCTestCase {
    /// The stack of the thread that frees: freeing recursively needs about 300 bytes a level.
    static let smallStack = 1 << 20
    /// Deeper than a recursive free fits in ``smallStack``.
    static let depth = 20_000

    func testAnArrayOfAnyNestedDeeplyIsFreedWithoutRecursion() {
        var value = Value.array(ArrayValue(keeping: []))
        for _ in 0..<Self.depth * 10 { value = .array(ArrayValue(keeping: [value])) }
        Self.freeOnSmallStack(&value)
    }

    func testDictionariesTuplesAndOptionalsNestedDeeplyAreFreedWithoutRecursion() {
        var value = Value.int(0)
        for index in 0..<Self.depth * 10 {
            switch index % 3 {
            case 0:
                var dictionary = DictionaryValue()
                dictionary.set(value, for: .string("next"))
                value = .dictionary(dictionary)
            case 1: value = .tuple(TupleValue(labels: [nil, nil], values: [.int(index), value]))
            default: value = .wrapped(.array(ArrayValue(keeping: [value])))
            }
        }
        Self.freeOnSmallStack(&value)
    }

    func testAnAnyArrayNestedInACellIsFreedWhenTheVariableIsAssigned() {
        let runner = CellRunner()
        runner.run("var v: [Any] = []\nfor _ in 0..<\(Self.depth) { v = [v] }")
        var value = Self.take("v", from: runner)
        Self.freeOnSmallStack(&value)
    }

    func testAChainOfClosuresIsFreedWithoutRecursion() {
        let runner = CellRunner()
        runner.run("var f: () -> Int = { 0 }\nfor _ in 0..<\(Self.depth) { let g = f; f = { g() + 1 } }")
        // The chain itself is let go on the small stack: each closure's frame holds the one before.
        var value = Self.take("f", from: runner)
        Self.freeOnSmallStack(&value)
    }

    func testALinkedListOfClassInstancesIsFreedWithoutRecursion() {
        let runner = CellRunner()
        runner.run("final class Node { var next: Node?; init(next: Node?) { self.next = next } }")
        runner.run("var head: Node? = nil\nfor _ in 0..<\(Self.depth) { head = Node(next: head) }")
        var value = Self.take("head", from: runner)
        Self.freeOnSmallStack(&value)
    }

    func testAnIndirectEnumListIsFreedWithoutRecursion() {
        let runner = CellRunner()
        runner.run("indirect enum List { case end; case node(Int, List) }")
        runner.run("var list = List.end\nfor i in 0..<\(Self.depth) { list = .node(i, list) }")
        var value = Self.take("list", from: runner)
        Self.freeOnSmallStack(&value)
    }

    func testAssigningAVariableFreesADeepValueInACell() {
        let runner = CellRunner()
        runner.run("let canary = 7")
        XCTAssertEqual(runner.run("var v: [Any] = []\nfor _ in 0..<\(Self.depth) { v = [v] }\nv = []\nv.count"), "0")
        XCTAssertEqual(runner.run("func build() -> Int {\n var v: [Any] = []\n for _ in 0..<\(Self.depth) { v = [v] }\n return 1\n}\nbuild()"), "1")
        XCTAssertEqual(runner.run("canary"), "7")
    }

    func testDeinitializersRunInSwiftsOrder() {
        let runner = CellRunner()
        runner.run("""
        final class Tracked { let name: String; var children: [Tracked] = []
          init(_ name: String) { self.name = name }
          deinit { print("deinit", name) } }
        """)
        runner.run("""
        var root: Tracked? = Tracked("root")
        let left = Tracked("left"); left.children = [Tracked("left.a"), Tracked("left.b")]
        root?.children = [left, Tracked("right")]
        """)
        runner.context.stdout = ""
        runner.run("root = nil")
        XCTAssertEqual(runner.context.stdout, "deinit root\ndeinit right\n")
        runner.context.stdout = ""
        runner.run("let left = 0")
        XCTAssertEqual(runner.context.stdout, "deinit left\ndeinit left.a\ndeinit left.b\n")
    }

    /// The value of the global `name`, which the session then lets go of (it holds `.void`),
    /// so that the returned value holds the last reference to what it holds.
    private static func take(_ name: String, from runner: CellRunner) -> Value {
        let store = runner.engine.session.globals
        guard let slot = store.slotByName[name] else { return .void }
        let cell = store.cells[slot]
        let value = cell.pointer.move()
        cell.pointer.initialize(to: .void)
        return value
    }

    /// Lets go of `value` on a thread whose stack holds a recursion a few thousand levels deep.
    private static func freeOnSmallStack(_ value: inout Value) {
        final class Carrier: @unchecked Sendable { var value: Value = .void }
        let carrier = Carrier()
        swap(&carrier.value, &value)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, smallStack)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(carrier).toOpaque()
        let status = pthread_create(&thread, &attributes, { argument in
            guard let argument else { return nil }
            let carrier = Unmanaged<Carrier>.fromOpaque(argument).takeRetainedValue()
            var taken = Value.void
            swap(&taken, &carrier.value)
            ValueRelease.release(consume taken)
            return nil
        }, context)
        XCTAssertEqual(status, 0)
        pthread_join(thread, nil)
    }
}
