import XCTest
@testable import ChartScript

/// One canonical, uniqued representation of Swift types and one way to name them.
final class SwiftTypeTests: XCTestCase {
    func testEqualStructuresAreTheSameObject() {
        XCTAssertTrue(SwiftType.array(.int) === SwiftType.array(.int))
        XCTAssertTrue(SwiftType.dictionary(.string, .optional(.double)) === SwiftType.dictionary(.string, .optional(.double)))
        XCTAssertTrue(SwiftType.function([.int], .bool, throws: true) === SwiftType.function([.int], .bool, throws: true))
        XCTAssertFalse(SwiftType.function([.int], .bool, throws: true) === SwiftType.function([.int], .bool))
        XCTAssertEqual(Set([SwiftType.array(.int), .array(.int), .set(.int)]).count, 2)
    }

    func testTupleLabelsArePartOfTheType() {
        let labelled = SwiftType.tuple([.init(label: "x", type: .int), .init(label: "y", type: .int)])
        let plain = SwiftType.tuple([.init(label: nil, type: .int), .init(label: nil, type: .int)])
        XCTAssertNotEqual(labelled, plain)
        XCTAssertEqual(labelled.name(.typeOf), "(x: Int, y: Int)")
    }

    func testTypeOfNamesGenericFormsAndDiagnosticsUseSugar() {
        let type = SwiftType.dictionary(.string, .array(.optional(.int)))
        XCTAssertEqual(type.name(.typeOf), "Dictionary<String, Array<Optional<Int>>>")
        XCTAssertEqual(type.name(.diagnostic), "[String: [Int?]]")
        XCTAssertEqual(SwiftType.function([.int], .void, throws: true).name(.typeOf), "(Int) throws -> ()")
        XCTAssertEqual(SwiftType.metatype(.int).name(.typeOf), "Int.Type")
        XCTAssertEqual(SwiftType.any.name(.typeOf), "Any")
    }

    func testDeclaredTypesWithTheSameNameAreDifferentTypes() {
        let first = NominalType(name: "Point", kind: .structure, origin: .declared)
        let second = NominalType(name: "Point", kind: .structure, origin: .declared)
        XCTAssertNotEqual(SwiftType.nominal(first), SwiftType.nominal(second))
        XCTAssertEqual(SwiftType.nominal(first).name(.diagnostic), SwiftType.nominal(second).name(.diagnostic))
    }

    func testUnknownTypesAreNeverFullyKnown() {
        XCTAssertFalse(SwiftType.array(.unknown).isFullyKnown)
        XCTAssertTrue(SwiftType.array(.int).isFullyKnown)
        XCTAssertFalse(SwiftType.spelled(by: .name("NotAType")).isFullyKnown)
    }

    func testWrittenTypesAreNamedAsTypeOfPrintsThem() {
        XCTAssertEqual(TypeNames.swiftName(.array(.optional(.name("Int")))), "Array<Optional<Int>>")
        XCTAssertEqual(TypeNames.swiftName(.named("Range", [.name("String.Index")])), "Range<Index>")
        XCTAssertEqual(TypeNames.swiftName(.function(parameters: [.name("Int")], result: .name("Void"), isThrowing: false, isAsync: false)), "(Int) -> ()")
    }
}
