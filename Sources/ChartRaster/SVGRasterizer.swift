import CRsvg

/// Draws an SVG document into a PNG picture with librsvg and cairo.
public enum SVGRasterizer {
    /// The PNG of `svg` drawn into a `pixelWidth` × `pixelHeight` picture (the document is
    /// scaled to fill it, keeping its proportions).
    ///
    /// - Throws: `RasterError.tooLarge` beyond `PNGImage`'s limits, `.unreadableSVG` when librsvg
    ///   cannot read the document, `.drawingFailed` when cairo cannot draw or encode it.
    public static func png(svg: String, pixelWidth: Int, pixelHeight: Int) throws(RasterError) -> [UInt8] {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= PNGImage.maximumSide, pixelHeight <= PNGImage.maximumSide,
              pixelWidth * pixelHeight <= PNGImage.maximumPixels else {
            throw RasterError.tooLarge(width: pixelWidth, height: pixelHeight)
        }
        let library = try RasterLibrary.opened()
        let handle = try read(svg, library)
        defer { library.objectUnref(UnsafeMutableRawPointer(handle)) }
        guard let surface = library.imageSurfaceCreate(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw RasterError.drawingFailed("no surface")
        }
        defer { library.surfaceDestroy(surface) }
        try check(library.surfaceStatus(surface), library)
        guard let context = library.create(surface) else { throw RasterError.drawingFailed("no drawing context") }
        defer { library.destroy(context) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
        var error: UnsafeMutablePointer<GError>?
        if library.handleRenderDocument(handle, context, &viewport, &error) == 0 {
            throw RasterError.drawingFailed(consume(error, library))
        }
        try check(library.status(context), library)
        library.surfaceFlush(surface)
        return try encode(surface, library)
    }

    /// `svg`, a document `width` × `height` pixels, drawn as a PNG picture with `scale` pixels
    /// per document pixel.
    ///
    /// - Throws: `RasterError.invalidScale` for a scale that is not above 0, `.tooLarge` for a
    ///   picture beyond `PNGImage`'s limits, and the errors of `png(svg:pixelWidth:pixelHeight:)`.
    public static func picture(of svg: String, width: Double, height: Double, scale: Double = 1) throws(RasterError) -> PNGImage {
        guard scale.isFinite, scale > 0 else { throw RasterError.invalidScale(scale) }
        let pixelWidth = (width * scale).rounded(), pixelHeight = (height * scale).rounded()
        guard pixelWidth >= 1, pixelHeight >= 1, pixelWidth <= Double(PNGImage.maximumSide),
              pixelHeight <= Double(PNGImage.maximumSide) else {
            throw RasterError.tooLarge(width: pixelCount(pixelWidth), height: pixelCount(pixelHeight))
        }
        let bytes = try png(svg: svg, pixelWidth: Int(pixelWidth), pixelHeight: Int(pixelHeight))
        return PNGImage(bytes: bytes, width: Int(pixelWidth), height: Int(pixelHeight), scale: scale)
    }

    /// A pixel count for messages: `value` as an Int, clamped to 0 … Int.max (NaN gives 0).
    private static func pixelCount(_ value: Double) -> Int {
        guard value > 0 else { return 0 }
        return value < 9.0e18 ? Int(value) : Int.max
    }

    /// librsvg's handle of the parsed document.
    private static func read(_ svg: String, _ library: RasterLibrary) throws(RasterError) -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        let handle = Array(svg.utf8).withUnsafeBufferPointer { buffer in
            library.handleNewFromData(buffer.baseAddress, buffer.count, &error)
        }
        guard let handle else { throw RasterError.unreadableSVG(consume(error, library)) }
        return handle
    }

    /// The surface encoded as PNG by cairo.
    private static func encode(_ surface: OpaquePointer, _ library: RasterLibrary) throws(RasterError) -> [UInt8] {
        let sink = ByteSink()
        let status = library.surfaceWriteToPNGStream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        try check(status, library)
        return sink.bytes
    }

    private static func check(_ status: cairo_status_t, _ library: RasterLibrary) throws(RasterError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.drawingFailed(library.statusToString(status).map { String(cString: $0) } ?? "cairo status \(status)")
        }
    }

    /// The message of a GError, which is freed.
    private static func consume(_ error: UnsafeMutablePointer<GError>?, _ library: RasterLibrary) -> String {
        guard let error else { return "unknown error" }
        defer { library.errorFree(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }

    /// Collects the encoder's output.
    private final class ByteSink {
        var bytes: [UInt8] = []
    }
}
