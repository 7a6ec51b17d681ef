import XCTest
@testable import ChartScript

final class TypeNamesTests: XCTestCase {
    func testSwiftNamesDropTheTypesANameIsNestedIn() {
        XCTAssertEqual(TypeNames.swiftName(.name("String.Index")), "Index")
        XCTAssertEqual(TypeNames.swiftName(.name("Range<String.Index>")), "Range<Index>")
        XCTAssertEqual(TypeNames.swiftName(.name(UnicodeBindings.scalarTypeName)), "Scalar")
        XCTAssertEqual(TypeNames.swiftName(.array(.optional(.name("Int")))), "Array<Optional<Int>>")
    }

    func testTheWrittenTypeCompletesWhatTheValueCannotShow() {
        XCTAssertEqual(TypeNames.refined(.name("String"), by: .name("Character")), .name("Character"))
        XCTAssertEqual(TypeNames.refined(.array(.name("String")), by: .array(.name("Substring"))), .array(.name("Substring")))
        XCTAssertEqual(TypeNames.refined(.optional(.name("Any")), by: .optional(.name("Int"))), .optional(.name("Int")))
        XCTAssertEqual(TypeNames.refined(.named("Box", [.name("Any")]), by: .named("Box", [.name("Int")])), .named("Box", [.name("Int")]))
    }

    func testTheValuesOwnTypeWinsWhereItShowsOne() {
        // A protocol-typed or `Any` variable: type(of:) is the value's dynamic type.
        XCTAssertEqual(TypeNames.refined(.name("Circle"), by: .name("Shape")), .name("Circle"))
        XCTAssertEqual(TypeNames.refined(.name("Int"), by: .name("Any")), .name("Int"))
        XCTAssertEqual(TypeNames.refined(.name("String"), by: .name("Int")), .name("String"))
        XCTAssertEqual(TypeNames.refined(.name("Int"), by: nil), .name("Int"))
    }

    func testTypeOfAGenericEnumCaseReadsItsArgumentsOffItsValues() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run("enum Box<T> { case one(T), none }\nprint(type(of: Box.one(2)))\nlet b: Box<String> = .none\nprint(type(of: b))"), "")
        XCTAssertEqual(runner.context.stdout, "Box<Int>\nBox<String>\n")
    }
}
