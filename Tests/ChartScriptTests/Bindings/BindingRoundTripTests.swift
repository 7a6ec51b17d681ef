import XCTest
@testable import ChartScript

/// Every name in the binding table can be completed and inspected, with documentation.
final class BindingRoundTripTests: XCTestCase {
    /// A cell value of each type, to complete and inspect members on.
    private let samples: [String: String] = [
        "Array": "[1.5, 2.5]", "Range": "(0..<3)", "Dictionary": "[\"a\": 1]", "String": "\"text\"", "Int": "7", "Double": "2.5",
        "Bool": "true", "Color": "Color.red", "Legend": "Legend()", "Point": "Point(x: 1, y: 2)",
        "LineGraph": "LineGraph([1, 2])", "ScatterPlot": "ScatterPlot(x: [1], y: [2])", "BarChart": "BarChart(categories: [\"a\"], values: [1])",
        "PieChart": "PieChart(categories: [\"a\"], values: [1])", "ReferenceLine": "ReferenceLine(y: 1)", "StatisticsSummary": "[1, 2, 3].summary",
        "Row": "(try DataFrame(csvText: \"a\\n1\")).rows[0]", "Optional": "Int(\"3\")",
        "TextStyle": "TextStyle(fontSize: 10)", "Angle": "Angle(degrees: 45)", "EdgeInsets": "EdgeInsets(all: 4)",
        "PNGImage": "try BarChart(categories: [\"a\"], values: [1]).png()", "ColorEditor": "ColorEditor(sampleColor)",
        "InteractiveChart": "InteractiveChart(LineGraph([1, 2]))", "Dropdown": "try Dropdown([\"a\", \"b\"], onChange: { _ in })",
        "Task": "Task { 1 }", "Set": "Set([1, 2])", "TaskGroup": "withTaskGroup(of: Int.self) { group in group }",
        "AsyncStream": "AsyncStream<Int> { $0.finish() }", "Continuation": "AsyncStream.makeStream(of: Int.self).continuation",
        "Regex": "#/[a-z]+/#", "Match": "\"ab\".firstMatch(of: #/(a)/#)!",
        "DataFrame": "(try DataFrame(csvText: \"a,b\\n1,x\"))", "AnyColumn": "(try DataFrame(csvText: \"a\\n1\"))[\"a\"]",
        "Column<Int>": "Column(name: \"n\", contents: [1, 2])", "Column<Double>": "(try DataFrame(csvText: \"a\\n1.5\"))[\"a\", Double.self]",
        "Column<String>": "(try DataFrame(csvText: \"a\\nx\"))[\"a\", String.self]",
        "Column<Bool>": "(try DataFrame(csvText: \"a\\ntrue\"))[\"a\", Bool.self]",
        "Column<Date>": "(try DataFrame(csvText: \"a\\n2024-01-01\"))[\"a\", Date.self]",
        "Rows": "(try DataFrame(csvText: \"a\\n1\")).rows", "RowGrouping": "(try DataFrame(csvText: \"a\\n1\")).grouped(by: \"a\")",
        "Aggregation": "Aggregation.mean(\"a\")", "RowMask": "((try DataFrame(csvText: \"a\\n1\"))[\"a\", Int.self] > 0)",
        "CSVReadingOptions": "CSVReadingOptions()", "FormattingOptions": "FormattingOptions()",
        "URL": "URL(fileURLWithPath: \"/tmp/x.csv\")", "CSVType": "CSVType.integer", "Order": "Order.ascending",
        "JoinKind": "JoinKind.inner",
        "CharacterSet": "CharacterSet.whitespaces", "UnicodeScalar": "Unicode.Scalar(65)!",
        "UnicodeScalarProperties": "Unicode.Scalar(65)!.properties", "PartialRange": "(...5)", "ClosedRange<Double>": "(0.5...1.5)",
        "Range<Double>": "(0.5..<1.5)", "Range<String.Index>": "(\"ab\".startIndex..<\"ab\".endIndex)", "ClosedRange<String>": "(\"a\"...\"z\")",
        "Int8": "Int8(-7)", "Int16": "Int16(7)", "Int32": "Int32(7)", "Int64": "Int64(7)", "UInt8": "UInt8(7)", "UInt16": "UInt16(7)",
        "UInt32": "UInt32(7)", "UInt64": "UInt64(7)", "UInt": "UInt(7)", "Float": "Float(2.5)", "Float32": "Float32(2.5)",
        "MemoryLayout": "MemoryLayout<Int>", "AnyIterator": "[1, 2].makeIterator()",
        "LazySequence": "[1, 2].lazy", "EnumeratedSequence": "(0..<3).enumerated()",
        "Data": "Data()", "JSONEncoder": "JSONEncoder()", "JSONDecoder": "JSONDecoder()",
        "DecodingError": "{ () -> Any in do { _ = try JSONDecoder().decode(Int.self, from: Data()) } catch { return error }; return 0 }()",
        "EncodingError": "{ () -> Any in do { _ = try JSONEncoder().encode(Double.nan) } catch { return error }; return 0 }()",
        "NumberFormatter": "NumberFormatter()", "NSNumber": "NSNumber(value: 2)", "Locale": "Locale(identifier: \"en_US\")",
        "Date": "Date(timeIntervalSince1970: 0)", "DateFormatter": "DateFormatter()", "ISO8601DateFormatter": "ISO8601DateFormatter()",
        "Date.ParseStrategy": #"Date.ParseStrategy(format: "\(year: .defaultDigits)", timeZone: .gmt)"#,
        "TimeZone": "TimeZone.current", "Calendar": "Calendar.current", "DateComponents": "DateComponents(year: 2024)",
        "ComparisonResult": "\"a\".compare(\"b\")", "UUID": "UUID()",
        "UnitLength": "UnitLength.meters", "UnitMass": "UnitMass.grams", "UnitDuration": "UnitDuration.hours",
        "UnitTemperature": "UnitTemperature.celsius",
        "Measurement<UnitLength>": "Measurement(value: 1, unit: UnitLength.meters)",
        "Measurement<UnitMass>": "Measurement(value: 1, unit: UnitMass.grams)",
        "Measurement<UnitDuration>": "Measurement(value: 1, unit: UnitDuration.hours)",
        "Measurement<UnitTemperature>": "Measurement(value: 1, unit: UnitTemperature.celsius)",
        "Chart": "Chart { BarMark(x: .value(\"a\", \"A\"), y: .value(\"n\", 1)) }",
        "LineMark": "LineMark(x: .value(\"x\", 1), y: .value(\"y\", 2))", "BarMark": "BarMark(x: .value(\"x\", \"a\"), y: .value(\"y\", 2))",
        "PointMark": "PointMark(x: .value(\"x\", 1), y: .value(\"y\", 2))", "AreaMark": "AreaMark(x: .value(\"x\", 1), y: .value(\"y\", 2))",
        "RuleMark": "RuleMark(y: .value(\"y\", 2))", "RectangleMark": "RectangleMark(x: .value(\"x\", \"a\"), y: .value(\"y\", \"b\"))",
        "SectorMark": "SectorMark(angle: .value(\"n\", 2))", "ChartContentList": "Plot { RuleMark(y: .value(\"y\", 2)) }",
        "Text": "Text(\"a\")", "Font": "Font.caption", "NumberBins<Double>": "NumberBins(data: [1.5, 2.5])", "NumberBins<Int>": "NumberBins(data: [1, 9])",
        "ChartBinRange<Double>": "NumberBins(data: [1.5, 2.5])[0]", "ChartBinRange<Int>": "NumberBins(data: [1, 9])[0]",
        "AxisGridLine": "AxisGridLine()", "AxisValueLabel": "AxisValueLabel()", "Circle": "Circle()", "FormatStyle": "FormatStyle.number",
        "LinePlot": "LinePlot([(1, 2.0)], x: .value(\"x\", \\.0), y: .value(\"y\", \\.1))",
        "PointPlot": "PointPlot([(1, 2.0)], x: .value(\"x\", \\.0), y: .value(\"y\", \\.1))",
        "AreaPlot": "AreaPlot([(1, 2.0)], x: .value(\"x\", \\.0), y: .value(\"y\", \\.1))",
        "Binding": "Binding.constant(1)",
        "BarPlot": "BarPlot([(\"a\", 2.0)], x: .value(\"x\", \\.0), y: .value(\"y\", \\.1))",
        "ClosedRange<Date>": "(Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 9))",
        "DateBins": "DateBins(unit: .day, range: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 200_000))",
        "DateInterval": "DateBins(unit: .day, range: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 200_000))[0]",
    ]

    /// Types whose values only the library makes and hands to a closure (an axis's values in
    /// `AxisMarks { value in … }`, the plot area in `chartPlotStyle { plotArea in … }`): a cell
    /// cannot write one to inspect.
    private let handedToClosuresOnly: Set<String> = ["AxisValue", "ChartPlotContent"]
    /// Types whose every initialiser is an error naming the replacement: no value of them exists.
    private let retiredTypes: Set<String> = ["Table"]

    func testEveryMemberIsCompletedAndInspectedOnAValueOfItsType() throws {
        let runner = CellRunner()
        runner.run("var sampleColor = Color.red")
        var checked = 0
        for (typeName, type) in BindingTable.shared.types {
            let members = type.memberNames
            guard !members.isEmpty, !handedToClosuresOnly.contains(typeName), !retiredTypes.contains(typeName) else { continue }
            let sample = try XCTUnwrap(samples[typeName], "no sample value for \(typeName)")
            let variable = "sample" + typeName.filter { $0.isLetter || $0.isNumber }
            XCTAssertEqual(runner.run("var \(variable) = \(sample)"), "", typeName)
            for member in members {
                let code = "\(variable).\(member)"
                let cursor = code.unicodeScalars.count
                XCTAssertTrue(runner.engine.complete(code: code, cursorPosition: cursor).matches.contains(member), "\(typeName).\(member) not completed")
                let text = runner.engine.inspect(code: code, cursorPosition: cursor, detailLevel: 0)?.plainText ?? ""
                XCTAssertTrue(text.contains(member), "\(typeName).\(member) not inspected: \(text)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 200)
    }

    func testEveryStaticMemberAndTypeAndFunctionRoundTrips() {
        let engine = ChartScriptEngine()
        // Types named with generic arguments (`ClosedRange<Double>`, made by `0.5...1.5`) are
        // values' types only; a cell cannot write them as one name.
        for (typeName, type) in BindingTable.shared.types where typeName.allSatisfy({ $0.isLetter || $0.isNumber }) {
            XCTAssertTrue(engine.complete(code: typeName, cursorPosition: typeName.unicodeScalars.count).matches.contains(typeName), typeName)
            XCTAssertNotNil(engine.inspect(code: typeName, cursorPosition: 1, detailLevel: 0), typeName)
            for member in type.staticMembers.keys {
                let code = "\(typeName).\(member)"
                XCTAssertTrue(engine.complete(code: code, cursorPosition: code.unicodeScalars.count).matches.contains(member), code)
                XCTAssertTrue(engine.inspect(code: code, cursorPosition: code.unicodeScalars.count, detailLevel: 0)?.plainText?.contains(member) ?? false, code)
            }
        }
        for name in BindingTable.shared.functions.keys {
            XCTAssertTrue(engine.complete(code: name, cursorPosition: name.unicodeScalars.count).matches.contains(name), name)
            XCTAssertNotNil(engine.inspect(code: name, cursorPosition: 1, detailLevel: 0), name)
        }
    }

    func testEveryEntryHasDocumentation() {
        for type in BindingTable.shared.types.values {
            XCTAssertFalse(type.documentation.summary.isEmpty, type.name)
            for property in type.properties.values {
                XCTAssertFalse(property.documentation.summary.isEmpty, "\(type.name).\(property.name)")
                XCTAssertFalse(property.documentation.example.isEmpty, "\(type.name).\(property.name)")
            }
            for method in type.methods.values.flatMap({ $0 }) {
                XCTAssertFalse(method.documentation.summary.isEmpty, "\(type.name).\(method.name)")
            }
        }
    }

    func testEveryRenamedMemberPointsToAnExistingMember() {
        for type in BindingTable.shared.types.values {
            for (old, new) in type.renamedMembers {
                // A new name may be a path such as legend.anchor: its first step is a member here.
                let first = String(new.split(separator: ".").first ?? "")
                XCTAssertTrue(type.properties[first] != nil || type.methods[first] != nil, "\(type.name): \(old) → \(new)")
            }
        }
    }
}
