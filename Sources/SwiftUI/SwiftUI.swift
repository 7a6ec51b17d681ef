// `import SwiftUI` in a notebook compiled on Linux: the SwiftUI values charts use (Text, Font,
// Color and its styles, gradients, StrokeStyle, alignments, VStack …), which ChartCore holds,
// and Foundation, which SwiftUI brings with it on Apple's platforms.
@_exported import ChartCore
@_exported import Foundation
