/// An axis placed on the canvas: tick pixels, which labels are shown, and where.
public struct AxisLayout: Hashable, Sendable {
    /// One placed tick.
    public struct PlacedTick: Hashable, Sendable {
        /// The tick's pixel along the axis (x for the horizontal axis, y for the vertical).
        public var pixel: Double
        /// The label text.
        public var label: String
        /// Where the label's anchor point is (centre of the baseline for x labels,
        /// right end of the baseline for y labels).
        public var labelPosition: Point
        /// False when the label was thinned out so that shown labels never overlap.
        public var isLabelShown: Bool
    }

    /// The ticks.
    public var ticks: [PlacedTick]
    /// The axis title and where its centre goes (rotated for the vertical axis); nil for none.
    public var title: String?
    /// The title's anchor point.
    public var titlePosition: Point
    /// The axis description it was made from.
    public var description: AxisDescription
    /// How far the labels are turned, in degrees counter-clockwise (0: flat). Turned labels
    /// are anchored at their end (positive turns) or start (negative turns).
    public var labelTurn: Double = 0

    static let tickLabelGap = 7.0
    static let titleGap = 8.0
    static let minimumLabelSpacing = 8.0

    /// The smallest stride k such that showing every k-th label leaves no overlaps, given each
    /// label's extent along the axis as (start, end) pixels, in order.
    static func thinningStride(extents: [(Double, Double)], spacing: Double) -> Int {
        guard extents.count > 1 else { return 1 }
        for stride in 1...extents.count {
            var fits = true
            var previousEnd = -Double.infinity
            var index = 0
            while index < extents.count {
                let (start, end) = extents[index]
                let low = min(start, end), high = max(start, end)
                if low < previousEnd + spacing {
                    fits = false
                    break
                }
                previousEnd = high
                index += stride
            }
            if fits { return stride }
        }
        return extents.count
    }

    /// Hides labels at a regular stride until the shown ones do not overlap, given each
    /// tick's label extent along the axis, in tick order (descending: pixels that decrease
    /// along the axis).
    static func thin(_ ticks: inout [PlacedTick], extents: [(Double, Double)], descending: Bool = false) {
        let shownIndices = ticks.indices.filter { ticks[$0].isLabelShown && $0 < extents.count }
        let shownExtents = shownIndices.map { index -> (Double, Double) in
            let (a, b) = extents[index]
            return descending ? (-a, -b) : (a, b)
        }
        let stride = thinningStride(extents: shownExtents, spacing: minimumLabelSpacing)
        guard stride > 1 else { return }
        for (position, index) in shownIndices.enumerated() where position % stride != 0 {
            ticks[index].isLabelShown = false
        }
    }
}
