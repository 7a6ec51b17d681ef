import ChartCore

/// Why a chart could not be made into a PNG picture or written to a file.
public enum RasterError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The chart itself cannot be drawn.
    case chart(ChartError)
    /// The scale is not a finite number above zero.
    case invalidScale(Double)
    /// The picture would be larger than `PNGImage.maximumPixels` or a side longer than
    /// `PNGImage.maximumSide`.
    case tooLarge(width: Int, height: Int)
    /// librsvg could not read the SVG (its message).
    case unreadableSVG(String)
    /// cairo could not draw or encode the picture (its status text).
    case drawingFailed(String)
    /// The file could not be written (the path and the system's reason).
    case unwritableFile(path: String, reason: String)
    /// The file name ends in neither ".svg" nor ".png".
    case unknownFileType(path: String)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .chart(let error):
            return error.description
        case .invalidScale(let scale):
            return "scale \(scale) cannot be drawn; give a number above 0, such as 1 (the chart's own size) or 2 (twice as sharp)"
        case let .tooLarge(width, height):
            return "a \(width) × \(height) picture is too large; keep each side at most \(PNGImage.maximumSide) pixels "
                + "and the whole at most \(PNGImage.maximumPixels / 1_000_000) million pixels (lower the scale or the chart's size)"
        case .unreadableSVG(let message):
            return "the SVG could not be read for rasterising: \(message)"
        case .drawingFailed(let message):
            return "the picture could not be drawn: \(message)"
        case let .unwritableFile(path, reason):
            return "could not write \(path): \(reason)"
        case .unknownFileType(let path):
            return "'\(path)' names neither an SVG nor a PNG file; end the name in .svg or .png"
        }
    }
}
