import ChartCore

extension DrawableChart {
    /// The chart drawn as a PNG picture (BEMSimpleLineGraph's `graphSnapshotImage`): `scale`
    /// pixels per chart pixel, so `png(scale: 2)` of a 640 × 400 chart is 1280 × 800.
    ///
    /// - Throws: `RasterError` when the chart cannot be drawn, the scale is not above 0, or the
    ///   picture would be too large.
    public func png(scale: Double = 1) throws(RasterError) -> PNGImage {
        guard scale.isFinite, scale > 0 else { throw RasterError.invalidScale(scale) }
        let svg: String
        do { svg = try self.svg } catch { throw RasterError.chart(error) }
        return try SVGRasterizer.picture(of: svg, width: width, height: height, scale: scale)
    }

    /// Writes the chart to `path`: an SVG document when the name ends in ".svg", a PNG picture
    /// (`scale` pixels per chart pixel) when it ends in ".png". Relative paths start in the
    /// current directory (a notebook's own folder, in a kernel).
    ///
    /// - Throws: `RasterError.unknownFileType` for another ending, `.unwritableFile` when the
    ///   file cannot be written, and the errors of `png(scale:)`.
    public func write(to path: String, scale: Double = 1) throws(RasterError) {
        switch ChartFileType(path: path) {
        case .svg:
            let svg: String
            do { svg = try self.svg } catch { throw RasterError.chart(error) }
            try FileWriting.write(svg, toFile: path)
        case .png:
            try png(scale: scale).write(to: path)
        case nil:
            throw RasterError.unknownFileType(path: path)
        }
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
