import ChartCore

extension Chart {
    /// The chart drawn as a PNG picture (BEMSimpleLineGraph's `graphSnapshotImage`): `scale`
    /// pixels per chart pixel, so `png(scale: 2)` of a 640 × 400 chart is 1280 × 800.
    ///
    /// - Throws: `RasterError` when the chart cannot be drawn, the scale is not above 0, or the
    ///   picture would be too large.
    public func png(scale: Double = 1) throws(RasterError) -> PNGImage {
        guard scale.isFinite, scale > 0 else { throw RasterError.invalidScale(scale) }
        let svg: String
        do { svg = try self.svg } catch { throw RasterError.chart(error) }
        let width = (width * scale).rounded(), height = (height * scale).rounded()
        guard width >= 1, height >= 1, width <= Double(PNGImage.maximumSide), height <= Double(PNGImage.maximumSide) else {
            throw RasterError.tooLarge(width: Self.pixelCount(width), height: Self.pixelCount(height))
        }
        let pixelWidth = Int(width), pixelHeight = Int(height)
        let bytes = try SVGRasterizer.png(svg: svg, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        return PNGImage(bytes: bytes, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
    }

    /// Writes the chart to `path`: an SVG document when the name ends in ".svg", a PNG picture
    /// (`scale` pixels per chart pixel) when it ends in ".png". Relative paths start in the
    /// current directory (a notebook's own folder, in a kernel).
    ///
    /// - Throws: `RasterError.unknownFileType` for another ending, `.unwritableFile` when the
    ///   file cannot be written, and the errors of `png(scale:)`.
    public func write(toFile path: String, scale: Double = 1) throws(RasterError) {
        switch ChartFileType(path: path) {
        case .svg:
            let svg: String
            do { svg = try self.svg } catch { throw RasterError.chart(error) }
            try FileWriting.write(svg, toFile: path)
        case .png:
            try png(scale: scale).write(toFile: path)
        case nil:
            throw RasterError.unknownFileType(path: path)
        }
    }
}

extension Chart {
    /// A pixel count for messages: `value` as an Int, clamped to 0 … Int.max (NaN gives 0).
    fileprivate static func pixelCount(_ value: Double) -> Int {
        guard value > 0 else { return 0 }
        return value < 9.0e18 ? Int(value) : Int.max
    }
}

/// The kinds of file a chart can be written as, by the name's ending (in any case).
enum ChartFileType {
    case svg
    case png

    init?(path: String) {
        let lower = path.lowercased()
        if lower.hasSuffix(".svg") {
            self = .svg
        } else if lower.hasSuffix(".png") {
            self = .png
        } else {
            return nil
        }
    }
}
