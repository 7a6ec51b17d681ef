// `import TabularData`, as a Swift program written for Apple's TabularData writes it: on Linux
// the names come from ChartData's DataFrame (DataFrame, Column, AnyColumn, CSVReadingOptions,
// RowGrouping, JoinKind, Order, …) and Foundation's (URL, Date), as the framework brings them.
@_exported import ChartData
@_exported import Foundation
