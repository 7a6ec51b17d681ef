import CRsvg
@testable import ChartRaster

/// Decodes PNG bytes with cairo's reader, for comparing pictures pixel by pixel in tests.
enum PNGDecoding {
    /// A decoded picture: its size and its pixels as cairo's premultiplied ARGB words, row by row.
    struct Pixels: Equatable {
        var width: Int
        var height: Int
        var argb: [UInt32]
    }

    /// The pixels of `bytes`, or nil when cairo cannot read them as PNG.
    static func decode(_ bytes: [UInt8]) -> Pixels? {
        final class Source {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        guard let library = try? RasterLibrary.opened() else { return nil }
        let source = Source(bytes)
        let surface = library.imageSurfaceCreateFromPNGStream({ closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            for index in 0..<count { data[index] = source.bytes[source.offset + index] }
            source.offset += count
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())
        guard let surface else { return nil }
        defer { library.surfaceDestroy(surface) }
        guard library.surfaceStatus(surface) == CAIRO_STATUS_SUCCESS,
              let data = library.imageSurfaceGetData(surface) else { return nil }
        let width = Int(library.imageSurfaceGetWidth(surface)), height = Int(library.imageSurfaceGetHeight(surface))
        let stride = Int(library.imageSurfaceGetStride(surface))
        var argb: [UInt32] = []
        argb.reserveCapacity(width * height)
        for row in 0..<height {
            let start = UnsafeRawPointer(data + row * stride)
            for column in 0..<width {
                argb.append(start.load(fromByteOffset: column * 4, as: UInt32.self))
            }
        }
        return Pixels(width: width, height: height, argb: argb)
    }
}
