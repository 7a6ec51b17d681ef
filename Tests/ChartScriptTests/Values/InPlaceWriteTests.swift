import XCTest
@testable import ChartScript

/// Writes into values that nothing else shares change them in place, as Swift's copy-on-write
/// does: 1e5 writes copy at most a few times the bytes of what they build (the amortised growth
/// of an array or string), never the whole value per write. ``CopyMeter`` counts the bytes
/// copied; past the bound it interrupts the cell, so a write that went quadratic fails at once
/// rather than running for hours. No clock is read.
final class InPlaceWriteTests: XCTestCase {
    /// How many writes each test makes.
    private static let writes = 100_000
    /// Bytes a loop may copy once, whatever its length: the first write to a value that the
    /// cell declaring it still shares.
    private static let onceOnly = 4_096

    /// Runs `setup`, then `loop` (which makes ``writes`` writes) with the copy meter counting,
    /// and checks that the loop copied at most `bytesPerWrite` bytes per write on average and
    /// printed `expected`.
    private func assertLinear(_ setup: String, _ loop: String, printing expected: String, bytesPerWrite: Int = 8 * MemoryLayout<Value>.stride,
                              file: StaticString = #filePath, line: UInt = #line) {
        let runner = CellRunner()
        XCTAssertEqual(runner.run(setup), "", "setup", file: file, line: line)
        runner.context.stdout = ""
        // A write may copy the value once, when an earlier cell still shares it.
        let limit = Self.writes * bytesPerWrite + Self.onceOnly
        let flag = runner.engine.interruptFlag
        CopyMeter.bytesCopied = 0
        CopyMeter.limit = limit
        CopyMeter.whenPastLimit = { flag.raise() }
        defer {
            CopyMeter.limit = .max
            CopyMeter.whenPastLimit = nil
        }
        let result = runner.run(loop)
        let copied = CopyMeter.bytesCopied
        XCTAssertLessThanOrEqual(copied, limit, "the writes copied \(copied) bytes (\(copied / Self.writes) per write): \(loop)", file: file, line: line)
        XCTAssertEqual(result, "", "the loop: \(loop)", file: file, line: line)
        XCTAssertEqual(runner.context.stdout, expected + "\n", file: file, line: line)
    }

    // MARK: Array elements, for every element kind

    func testWritingElementsOfABoolArrayDoesNotCopyIt() {
        assertLinear("var flags = [Bool](repeating: false, count: 100_000)",
                     "for i in 0..<100_000 { flags[i] = i % 2 == 0 }\nprint(flags.filter { $0 }.count)", printing: "50000")
    }

    func testWritingElementsOfAnOptionalArrayDoesNotCopyIt() {
        assertLinear("var slots = [Int?](repeating: nil, count: 100_000)",
                     "for i in 0..<100_000 where i % 3 != 0 { slots[i] = i }\nprint(slots.compactMap { $0 }.count, slots[1] as Any, slots[3] as Any)",
                     printing: "66666 Optional(1) nil")
    }

    func testWritingElementsOfIntDoubleAndStringArraysDoesNotCopyThem() {
        assertLinear("var ints = [Int](repeating: 0, count: 100_000)", "for i in 0..<100_000 { ints[i] = i }\nprint(ints[99_999])", printing: "99999")
        assertLinear("var doubles = [Double](repeating: 0, count: 100_000)", "for i in 0..<100_000 { doubles[i] = Double(i) / 2 }\nprint(doubles[3])",
                     printing: "1.5")
        assertLinear("var words = [String](repeating: \"\", count: 100_000)", "for i in 0..<100_000 { words[i] = \"w\\(i % 10)\" }\nprint(words[12])",
                     printing: "w2")
    }

    func testWritingElementsOfAnArrayOfEnumsAndTuplesDoesNotCopyIt() {
        assertLinear("enum Mark { case none, cross }\nvar marks = [Mark](repeating: .none, count: 100_000)",
                     "for i in 0..<100_000 where i % 4 == 0 { marks[i] = .cross }\nprint(marks.filter { $0 == .cross }.count)", printing: "25000")
        assertLinear("var pairs: [(Int, Int)] = Array(repeating: (0, 0), count: 100_000)",
                     "for i in 0..<100_000 { pairs[i] = (i, -i) }\nprint(pairs[7].1)", printing: "-7")
    }

    func testWritingAFieldOfAStructInAnArrayDoesNotCopyTheArrayOrTheStruct() {
        assertLinear("struct Point { var x = 0; var y = 0 }\nvar points = [Point](repeating: Point(), count: 100_000)",
                     "for i in 0..<100_000 { points[i].x = i; points[i].y += 2 }\nprint(points[41].x, points[41].y)", printing: "41 2",
                     // The elements start as one shared value: the first write to each copies
                     // its two fields (what a Swift array of structs holds anyway), no more.
                     bytesPerWrite: 2 * MemoryLayout<Value>.stride)
    }

    func testWritingFieldsOfStructsInAnInoutArrayDoesNotCopyTheArrayOrTheStructs() {
        // `b[i].vx -= …` changes the field where the element is stored: 1e5 writes through an
        // `inout` parameter copy no struct in the array (a struct copied per write would add
        // its two fields, 2 values a write) and not the array per write (10 values). The bound
        // leaves room for what each call copies today: the 10-element array twice (20 writes),
        // 1 value a write.
        assertLinear("struct Body { var x = 0.0; var vx = 1.0 }\nfunc step(_ b: inout [Body]) { for i in 0..<b.count { b[i].vx -= 0.5; b[i].x += b[i].vx } }\nvar bodies = (0..<10).map { _ in Body() }",
                     "for _ in 0..<5_000 { step(&bodies) }\nprint(bodies[3].x, bodies[3].vx)", printing: "-6246250.0 -2499.0",
                     bytesPerWrite: 2 * MemoryLayout<Value>.stride)
    }

    func testWritingAFieldOfAStructInACopiedArrayCopiesTheArrayOnceAndLeavesTheCopyAlone() {
        // Copy-on-write: the first write after `var c = b` copies the elements and the struct
        // written; later writes copy nothing, and `b` keeps its values.
        let runner = CellRunner()
        XCTAssertEqual(runner.run("struct P { var x = 0 }\nvar b = (0..<1_000).map { P(x: $0) }\nvar c = b"), "")
        CopyMeter.bytesCopied = 0
        XCTAssertEqual(runner.run("for i in 0..<1_000 { c[i].x += 1 }\nprint(b[0].x, b[999].x, c[0].x, c[999].x)"), "")
        XCTAssertEqual(runner.context.stdout, "0 999 1 1000\n")
        XCTAssertGreaterThanOrEqual(CopyMeter.bytesCopied, 1_000 * MemoryLayout<Value>.stride)
    }

    func testAppendingToAnArrayInsideAnArrayDoesNotCopyEitherArray() {
        assertLinear("var rows = [[Int]](repeating: [], count: 100)",
                     "for i in 0..<100_000 { rows[i % 100].append(i) }\nprint(rows[3].count, rows[3][2])", printing: "1000 203")
    }

    func testWritesInsideAFunctionToLocalArraysDoNotCopyThem() {
        assertLinear("func sieve(_ limit: Int) -> Int {\n  var isPrime = [Bool](repeating: true, count: limit + 1)\n  var i = 2\n  while i * i <= limit {\n    if isPrime[i] { var j = i * i; while j <= limit { isPrime[j] = false; j += i } }\n    i += 1\n  }\n  return isPrime[2...].filter { $0 }.count\n}",
                     "print(sieve(100_000))", printing: "9592")
    }

    // MARK: Struct and class fields

    func testWritingAStructFieldDoesNotCopyTheStruct() {
        assertLinear("struct Counter { var total = 0; var label = \"n\" }\nvar counter = Counter()",
                     "for i in 0..<100_000 { counter.total += i % 3 }\nprint(counter.total)", printing: "99999", bytesPerWrite: 0)
    }

    func testAppendingToAnArrayFieldOfAStructDoesNotCopyTheArray() {
        assertLinear("struct Log { var entries: [Int] = []; var names: [String] = [] }\nvar log = Log()",
                     "for i in 0..<100_000 { log.entries.append(i); log.names += [\"e\"] }\nprint(log.entries.count, log.names.count)", printing: "100000 100000")
    }

    func testAppendingToAnArrayPropertyOfAClassInstanceDoesNotCopyTheArray() {
        assertLinear("final class Store { var items: [Double] = [] }\nlet store = Store()",
                     "for i in 0..<100_000 { store.items.append(Double(i)) }\nprint(store.items.count)", printing: "100000")
    }

    func testWritingElementsOfAnOptionalArrayFieldConvertsOnlyTheElement() {
        assertLinear("struct Slots { var items: [Int?] }\nvar slots = Slots(items: [Int?](repeating: nil, count: 100_000))",
                     "for i in 0..<100_000 where i % 3 != 0 { slots.items[i] = i }\nslots.items[2]! += 5\n"
                        + "print(slots.items.compactMap { $0 }.count, slots.items[1] as Any, slots.items[2] as Any, slots.items[3] as Any)",
                     printing: "66666 Optional(1) Optional(7) nil")
    }

    func testWritingRowsOfANestedDoubleArrayFieldConvertsOnlyTheRow() {
        assertLinear("struct Grid { var rows: [[Double]] }\nvar grid = Grid(rows: [[Double]](repeating: [0, 0, 0, 0], count: 25_000))",
                     "for i in 0..<100_000 { grid.rows[i / 4][i % 4] = 1 }\nfor i in 0..<1_000 { grid.rows[i].append(2) }\n"
                        + "print(grid.rows.count, grid.rows[7], grid.rows[24_999])",
                     printing: "25000 [1.0, 1.0, 1.0, 1.0, 2.0] [1.0, 1.0, 1.0, 1.0]")
    }

    func testWritingElementsOfAnOptionalArrayPropertyOfAClassInstanceConvertsOnlyTheElement() {
        assertLinear("final class Board { var cells: [String?] = Array(repeating: nil, count: 100_000) }\nlet board = Board()",
                     "for i in 0..<100_000 where i % 2 == 0 { board.cells[i] = \"x\" }\nprint(board.cells.compactMap { $0 }.count, board.cells[4] as Any)",
                     printing: "50000 Optional(\"x\")")
    }

    // MARK: Mutating methods on array properties whose elements are converted

    func testAppendingToAnOptionalArrayPropertyFromOutsideConvertsOnlyTheNewElement() {
        assertLinear("struct Readings { var values: [Double?] = [] }\nvar readings = Readings()",
                     "for i in 0..<100_000 { readings.values.append(i % 2 == 0 ? nil : Double(i)) }\nprint(readings.values.count, readings.values[1] as Any)",
                     printing: "100000 Optional(1.0)")
    }

    func testAppendingRowsToANestedDoubleArrayPropertyOfAClassConvertsOnlyTheNewRow() {
        assertLinear("final class Table { var rows: [[Double]] = []\n  func add(_ i: Int) { self.rows.append([1, 2]); rows[rows.count - 1][0] = Double(i) }\n}\nlet table = Table()",
                     "for i in 0..<50_000 { table.add(i) }\nprint(table.rows.count, table.rows[7])", printing: "50000 [7.0, 2.0]")
    }

    func testRemovingInsertingAndAppendingContentsOnAnOptionalArrayPropertyConvertOnlyWhatIsAdded() {
        assertLinear("struct Box { var items: [Int?] = [] }\nvar box = Box()",
                     "for i in 0..<25_000 { box.items.append(contentsOf: [i, nil]); box.items.removeLast(); box.items.insert(-i, at: box.items.count - 1) }\n"
                        + "print(box.items.count, box.items[2] as Any, box.items[49_999] as Any, box.items.popLast() as Any, box.items.count)",
                     printing: "50000 Optional(-1) Optional(24999) Optional(Optional(24999)) 49999")
    }

    // MARK: Stored array properties changed inside a declared mutating method

    func testAppendingToAnArrayPropertyInsideAMutatingMethodDoesNotCopyTheArray() {
        assertLinear("struct Stack { var items: [Int] = []; var pushes = 0\n  mutating func push(_ x: Int) { items.append(x); pushes += 1 }\n}\nvar stack = Stack()",
                     "for i in 0..<100_000 { stack.push(i) }\nprint(stack.items.count, stack.items[99_999], stack.pushes)", printing: "100000 99999 100000")
    }

    func testWritingElementsOfAnArrayPropertyInsideAMutatingMethodDoesNotCopyTheArray() {
        assertLinear("struct Sieve { var marks = [Bool](repeating: false, count: 100_000)\n  mutating func mark(_ i: Int) { marks[i] = i % 2 == 0 }\n}\nvar sieve = Sieve()",
                     "for i in 0..<100_000 { sieve.mark(i) }\nprint(sieve.marks.filter { $0 }.count)", printing: "50000")
    }

    func testAMutatingMethodCallingAnotherOnSelfDoesNotCopyTheArray() {
        assertLinear("struct Log { var lines: [String] = []\n  mutating func add(_ s: String) { lines.append(s) }\n"
                        + "  mutating func record(_ i: Int) { add(\"l\\(i % 10)\") }\n}\nvar log = Log()",
                     "for i in 0..<100_000 { log.record(i) }\nprint(log.lines.count, log.lines[13])", printing: "100000 l3")
    }

    func testAMutatingMethodOnAStructInAnArrayDoesNotCopyItsArrayProperty() {
        assertLinear("struct Bucket { var values: [Int] = []\n  mutating func put(_ v: Int) { values.append(v) }\n}\nvar buckets = [Bucket](repeating: Bucket(), count: 10)",
                     "for i in 0..<100_000 { buckets[i % 10].put(i) }\nprint(buckets[3].values.count, buckets[3].values[2])", printing: "10000 23")
    }

    // MARK: Dictionary values

    func testCountingIntoADictionaryDoesNotCopyIt() {
        assertLinear("var counts: [String: Int] = [:]",
                     "for i in 0..<100_000 { counts[\"k\\(i % 1000)\", default: 0] += 1 }\nprint(counts.count, counts[\"k7\"]!)", printing: "1000 100")
    }

    func testAppendingToAnArrayInADictionaryDoesNotCopyTheArray() {
        assertLinear("var groups: [Int: [Int]] = [:]",
                     "for i in 0..<100_000 { groups[i % 10, default: []].append(i) }\nprint(groups[3]!.count, groups[3]![1])", printing: "10000 13")
    }

    func testChangingAnExistingDictionaryValueThroughItsKeyDoesNotCopyIt() {
        assertLinear("var lists: [String: [Int]] = [\"a\": [], \"b\": []]",
                     "for i in 0..<100_000 { lists[i % 2 == 0 ? \"a\" : \"b\"]?.append(i) }\nprint(lists[\"a\"]!.count, lists[\"b\"]!.last!)", printing: "50000 99999")
    }

    func testAddingKeysToADictionaryDoesNotCopyIt() {
        assertLinear("var squares: [Int: Int] = [:]",
                     "for i in 0..<100_000 { squares[i] = i * i }\nprint(squares.count, squares[300]!)", printing: "100000 90000")
    }

    func testRemovingKeysFromADictionaryDoesNotShiftTheRest() {
        // Each removal leaves a hole; the holes are closed when they are more than half, which
        // moves each remaining entry a bounded number of times in all.
        assertLinear("var table: [Int: Int] = [:]\nfor i in 0..<200_000 { table[i] = i }",
                     "for i in 0..<100_000 { table[i * 2] = nil }\nprint(table.count, Array(table.keys.prefix(3)), table[199_999]!, table[4] as Any)",
                     printing: "100000 [1, 3, 5] 199999 nil", bytesPerWrite: 4 * (MemoryLayout<DictionaryKey>.stride + MemoryLayout<Value>.stride))
    }

    func testRemovingAndAddingKeysKeepsInsertionOrder() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run("""
        var d: [String: Int] = [:]
        for (i, name) in ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"].enumerated() { d[name] = i }
        for name in ["b", "d", "f", "h", "j", "a", "c"] { d.removeValue(forKey: name) }
        d["b"] = 100
        d["l"] = nil
        print(Array(d.keys), Array(d.values), d.count, d["e"]!, d["a"] as Any)
        for (key, value) in d where value > 5 { print(key, value) }
        d.removeValue(forKey: "e"); d["g"] = nil; d["i"] = nil; d["k"] = nil; d["b"] = nil
        print(d.isEmpty, d.count, d)
        d["z"] = 1
        print(d, d.first!.key)
        """), "")
        XCTAssertEqual(runner.context.stdout, """
        ["e", "g", "i", "k", "b"] [4, 6, 8, 10, 100] 5 4 nil
        g 6
        i 8
        k 10
        b 100
        true 0 [:]
        ["z": 1] z

        """)
    }

    // MARK: Strings

    func testAppendingToAStringWithPlusEqualsDoesNotCopyIt() {
        assertLinear("var text = \"\"",
                     "for i in 0..<100_000 { text += \"row \\(i % 10)\\n\" }\nprint(text.utf8.count)", printing: "600000", bytesPerWrite: 6 * 4)
    }

    func testAppendingToAStringWithAppendDoesNotCopyIt() {
        assertLinear("var text = \"\"",
                     "for i in 0..<100_000 { text.append(i % 2 == 0 ? \"ab\" : \"c\"); text.append(contentsOf: \"d\") }\nprint(text.count)",
                     printing: "250000", bytesPerWrite: 3 * 4)
    }

    func testAppendingToAStringFieldOfAStructDoesNotCopyIt() {
        assertLinear("struct Report { var body = \"\" }\nvar report = Report()",
                     "for i in 0..<100_000 { report.body += \"\\(i % 10)\" }\nprint(report.body.count)", printing: "100000", bytesPerWrite: 4)
    }

    // MARK: The meter itself

    func testTheMeterCountsACopyOfASharedArray() {
        // A write to an array that another variable shares copies it (Swift's semantics): the
        // meter must see that, or the tests above could not fail.
        let runner = CellRunner()
        XCTAssertEqual(runner.run("var a = [Bool](repeating: false, count: 1_000)\nlet b = a"), "")
        CopyMeter.bytesCopied = 0
        XCTAssertEqual(runner.run("a[0] = true\nprint(a[0], b[0])"), "")
        XCTAssertEqual(runner.context.stdout, "true false\n")
        XCTAssertGreaterThanOrEqual(CopyMeter.bytesCopied, 1_000 * MemoryLayout<Value>.stride)
    }
}
