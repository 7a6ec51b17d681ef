// `import Charts` in a notebook compiled on Linux: Swift Charts' grammar (Chart, the marks,
// PlottableValue, AxisMarks …), which ChartCore holds, with SwiftUI's values, as Apple's
// Charts brings them.
@_exported import ChartCore
@_exported import SwiftUI
