import XCTest
@testable import ChartScript

/// Parameter packs: `each` only inside `repeat`, and a pack's arguments keep their own types.
final class CompilerParameterPacksTests: XCTestCase {
    func testEachOutsideRepeatIsAnError() {
        assertCell("func f<each T>(_ v: repeat each T) { print(each v) }",
                   gives: "error: TypeError: pack reference 'v' requires expansion using 'repeat' (at line 1, column 44)")
        assertCell("func f<each T>(_ v: repeat each T) { repeat print(1) }",
                   gives: "error: TypeError: 'repeat' needs a parameter pack in its pattern, named with 'each' (at line 1, column 38)")
    }

    func testAPacksArgumentsKeepTheirTypes() {
        assertCell("func f<each T>(_ v: repeat each T) -> (repeat each T) { (repeat each v) }\nf(1, 2.5, \"a\")",
                   gives: "(1, 2.5, \"a\")")
        assertCell("func f<each T>(_ v: repeat each T) { repeat print(each v) }\nf()", gives: "")
    }

    func testAVariadicGenericParameterChecksEachArgument() {
        assertCell("func f<T: Comparable>(_ v: T...) -> T { v.max()! }\nf(3, 1, 2)", gives: "3")
        assertCell("struct S {}\nfunc f<each T: Equatable>(_ v: repeat each T) {}\nf(1, S())",
                   gives: "error: TypeError: global function 'f(_:)' requires that 'S' conform to 'Equatable' (at line 3, column 1)")
    }
}
