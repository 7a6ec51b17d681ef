/// A chart rasterised to PNG: the encoded bytes and the picture's size in pixels
/// (BEMSimpleLineGraph's `graphSnapshotImage`).
public struct PNGImage: Hashable, Sendable, CustomStringConvertible {
    /// The largest side a picture may have, in pixels.
    public static let maximumSide = 16_384
    /// The most pixels a picture may have (width × height).
    public static let maximumPixels = 64_000_000
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file's bytes.
    public let bytes: [UInt8]
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Pixels per chart pixel (2 for a picture twice as sharp as the chart's own size).
    public let scale: Double

    /// A picture from PNG bytes and the size they encode.
    public init(bytes: [UInt8], width: Int, height: Int, scale: Double) {
        self.bytes = bytes
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// "PNG image, 1280 × 800 pixels, 23456 bytes".
    public var description: String {
        "PNG image, \(width) × \(height) pixels, \(bytes.count) bytes"
    }

    /// The bytes in Base64, as notebooks carry `image/png` outputs.
    public var base64EncodedString: String {
        Base64.encode(bytes)
    }

    /// Writes the PNG file at `path` (relative paths start in the current directory),
    /// replacing any file there.
    ///
    /// - Throws: `RasterError.unwritableFile` with the system's reason.
    public func write(to path: String) throws(RasterError) {
        try FileWriting.write(bytes, toFile: path)
    }
}
