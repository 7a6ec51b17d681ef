import CRsvg
import Glibc

/// librsvg, cairo and GLib's functions that drawing a picture calls, opened with `dlopen` when
/// the first picture is drawn: linked into the kernel, librsvg and the forty libraries it
/// needs would be loaded and relocated at every start (about 20 ms and 7 MiB resident on this
/// machine) for the few cells that make a PNG.
struct RasterLibrary {
    let handleNewFromData: CRsvgHandleNewFromData
    let handleRenderDocument: CRsvgHandleRenderDocument
    let objectUnref: CGObjectUnref
    let errorFree: CGErrorFree
    let imageSurfaceCreate: CCairoImageSurfaceCreate
    let imageSurfaceCreateFromPNGStream: CCairoImageSurfaceCreateFromPNGStream
    let imageSurfaceGetData: CCairoImageSurfaceGetData
    let imageSurfaceGetWidth: CCairoImageSurfaceGetInt
    let imageSurfaceGetHeight: CCairoImageSurfaceGetInt
    let imageSurfaceGetStride: CCairoImageSurfaceGetInt
    let surfaceDestroy: CCairoSurfaceAction
    let surfaceFlush: CCairoSurfaceAction
    let surfaceStatus: CCairoSurfaceStatus
    let surfaceWriteToPNGStream: CCairoSurfaceWriteToPNGStream
    let create: CCairoCreate
    let destroy: CCairoDestroy
    let status: CCairoStatus
    let statusToString: CCairoStatusToString

    /// The libraries, opened once (the first call opens them; later calls share the result).
    static func opened() throws(RasterError) -> RasterLibrary {
        switch shared {
        case .success(let library): return library
        case .failure(let error): throw error
        }
    }

    private static let shared: Result<RasterLibrary, RasterError> = Result { () throws(RasterError) in try RasterLibrary() }

    /// The shared objects by their Debian (and every glibc distribution's) run-time names.
    private static let rsvgName = "librsvg-2.so.2", cairoName = "libcairo.so.2"
    private static let gobjectName = "libgobject-2.0.so.0", glibName = "libglib-2.0.so.0"

    private init() throws(RasterError) {
        let rsvg = try Self.open(Self.rsvgName), cairo = try Self.open(Self.cairoName)
        let gobject = try Self.open(Self.gobjectName), glib = try Self.open(Self.glibName)
        handleNewFromData = try Self.function(rsvg, "rsvg_handle_new_from_data", Self.rsvgName)
        handleRenderDocument = try Self.function(rsvg, "rsvg_handle_render_document", Self.rsvgName)
        objectUnref = try Self.function(gobject, "g_object_unref", Self.gobjectName)
        errorFree = try Self.function(glib, "g_error_free", Self.glibName)
        imageSurfaceCreate = try Self.function(cairo, "cairo_image_surface_create", Self.cairoName)
        imageSurfaceCreateFromPNGStream = try Self.function(cairo, "cairo_image_surface_create_from_png_stream", Self.cairoName)
        imageSurfaceGetData = try Self.function(cairo, "cairo_image_surface_get_data", Self.cairoName)
        imageSurfaceGetWidth = try Self.function(cairo, "cairo_image_surface_get_width", Self.cairoName)
        imageSurfaceGetHeight = try Self.function(cairo, "cairo_image_surface_get_height", Self.cairoName)
        imageSurfaceGetStride = try Self.function(cairo, "cairo_image_surface_get_stride", Self.cairoName)
        surfaceDestroy = try Self.function(cairo, "cairo_surface_destroy", Self.cairoName)
        surfaceFlush = try Self.function(cairo, "cairo_surface_flush", Self.cairoName)
        surfaceStatus = try Self.function(cairo, "cairo_surface_status", Self.cairoName)
        surfaceWriteToPNGStream = try Self.function(cairo, "cairo_surface_write_to_png_stream", Self.cairoName)
        create = try Self.function(cairo, "cairo_create", Self.cairoName)
        destroy = try Self.function(cairo, "cairo_destroy", Self.cairoName)
        status = try Self.function(cairo, "cairo_status", Self.cairoName)
        statusToString = try Self.function(cairo, "cairo_status_to_string", Self.cairoName)
    }

    private static func open(_ name: String) throws(RasterError) -> UnsafeMutableRawPointer {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            throw RasterError.drawingFailed("\(name) could not be opened (\(reason)); install Debian's librsvg2-2 package to draw pictures")
        }
        return handle
    }

    private static func function<Function>(_ library: UnsafeMutableRawPointer, _ name: String, _ libraryName: String) throws(RasterError) -> Function {
        guard let address = dlsym(library, name) else {
            throw RasterError.drawingFailed("\(libraryName) has no \(name); a newer librsvg (2.46 or later) and cairo are needed to draw pictures")
        }
        return unsafeBitCast(address, to: Function.self)
    }
}
