/// Divides a pixel range into equal bands, one per category (d3's scaleBand).
public struct BandScale: Hashable, Sendable {
    /// How many categories.
    public let count: Int
    /// The pixel where the first band's outer padding starts.
    public let rangeStart: Double
    /// The pixel where the last band's outer padding ends.
    public let rangeEnd: Double
    /// The fraction of each step left empty between bands (0…1).
    public let paddingInner: Double
    /// The fraction of a step left empty before the first and after the last band.
    public let paddingOuter: Double

    /// Bands for `count` categories across `rangeStart`…`rangeEnd`.
    public init(count: Int, rangeStart: Double, rangeEnd: Double, paddingInner: Double = 0.2, paddingOuter: Double = 0.1) {
        self.count = max(0, count)
        self.rangeStart = rangeStart
        self.rangeEnd = rangeEnd
        self.paddingInner = min(0.99, max(0, paddingInner))
        self.paddingOuter = max(0, paddingOuter)
    }

    /// The distance from one band's start to the next (signed like the range).
    public var step: Double {
        guard count > 0 else { return 0 }
        return (rangeEnd - rangeStart) / (Double(count) - paddingInner + 2 * paddingOuter)
    }

    /// The width of one band (signed like the range).
    public var bandwidth: Double { step * (1 - paddingInner) }

    /// The pixel where band `index` starts.
    public func start(of index: Int) -> Double {
        rangeStart + step * (paddingOuter + Double(index))
    }

    /// The pixel at the centre of band `index`.
    public func center(of index: Int) -> Double {
        start(of: index) + bandwidth / 2
    }

    /// The band containing `pixel`, or nil when it falls in padding or outside.
    public func index(atPixel pixel: Double) -> Int? {
        guard count > 0, step != 0 else { return nil }
        let position = (pixel - rangeStart) / step - paddingOuter
        guard position >= 0, position < Double(count) else { return nil }
        let index = Int(clamping: position.rounded(.down), to: 0...(count - 1))
        return position - Double(index) <= 1 - paddingInner ? index : nil
    }

    /// The band whose centre is nearest `pixel` (clamped to the first and last band).
    public func nearestIndex(toPixel pixel: Double) -> Int? {
        guard count > 0, step != 0 else { return nil }
        let position = (pixel - rangeStart) / step - paddingOuter - (1 - paddingInner) / 2
        return Int(clamping: position.rounded(), to: 0...(count - 1))
    }

    /// Where the centre of band `index` lies along the range, 0…1.
    public func fraction(ofCenter index: Int) -> Double {
        guard rangeEnd != rangeStart else { return 0.5 }
        return (center(of: index) - rangeStart) / (rangeEnd - rangeStart)
    }
}
