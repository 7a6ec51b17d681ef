/// The category axis of a bar chart in category positions counted from 1 (category i's bar
/// centred at i + 1, its band from i + 0.5 to i + 1.5), and the stretch of it shown
/// (CorePlot's `xRange`; all bands, 0.5 … count + 0.5, by default).
struct CategoryAxis {
    /// The number of categories.
    var count: Int
    /// The positions shown, from the start of the axis to its end.
    var visible: ClosedRange<Double>

    /// The axis of `count` categories showing `visible` (every band when nil or empty).
    init(count: Int, visible: ClosedRange<Double>?) {
        self.count = count
        let all = 0.5...(Double(max(count, 1)) + 0.5)
        if let visible, visible.upperBound > visible.lowerBound { self.visible = visible } else { self.visible = all }
    }

    /// The share of the axis where position `position` falls (0 at its start, 1 at its end).
    func fraction(of position: Double) -> Double {
        (position - visible.lowerBound) / (visible.upperBound - visible.lowerBound)
    }

    /// Each category whose centre is shown, with the share of the axis where it falls.
    var visibleFractions: [(index: Int, fraction: Double)] {
        (0..<count).compactMap { index in
            let fraction = fraction(of: Double(index) + 1)
            return fraction >= -1e-9 && fraction <= 1 + 1e-9 ? (index, min(max(fraction, 0), 1)) : nil
        }
    }

    /// The pixel span every band together covers, for an axis drawn across `pixels` (which may
    /// reach beyond the plot when only part of the axis is shown).
    func pixelSpan(_ pixels: ClosedRange<Double>) -> ClosedRange<Double> {
        let length = pixels.upperBound - pixels.lowerBound
        let start = pixels.lowerBound + fraction(of: 0.5) * length
        let end = pixels.lowerBound + fraction(of: Double(max(count, 1)) + 0.5) * length
        return start...max(start, end)
    }
}
