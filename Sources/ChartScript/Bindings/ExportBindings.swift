import ChartCore
import ChartRaster
#if canImport(Glibc)
import Glibc
#endif

/// Charts as PNG pictures and files (BEMSimpleLineGraph's snapshot): the `PNGImage` a chart's
/// `png(scale:)` gives, and `includePNGInDisplays(_:)`, which adds `image/png` beside the SVG
/// of every chart shown, for converters that need it (nbconvert to PDF).
enum ExportBindings {
    static let imageTypeName = "PNGImage"

    static func register(in table: BindingTable) {
        let type = table.type(imageTypeName, doc("struct PNGImage",
            "A chart drawn as a PNG picture (BEMSimpleLineGraph's graphSnapshotImage): shown as the picture when it is a cell's result, and written to a file with write(to:).",
            "let picture = graph.png(scale: 2)"))
        type.bindReadOnly("width", \PNGImage.width, .int, "The width in pixels.", example: "picture.width")
        type.bindReadOnly("height", \PNGImage.height, .int, "The height in pixels.", example: "picture.height")
        type.bindReadOnly("scale", \PNGImage.scale, .double, "Pixels per chart pixel.", example: "picture.scale")
        type.addProperty("byteCount", type: "Int", doc("var byteCount: Int { get }", "The size of the PNG file in bytes.", "picture.byteCount")) { value in
            .int(try type.payload(value, as: PNGImage.self).bytes.count)
        }
        type.addMethod("write", [param("to", "String")], doc("func write(to path: String) throws",
            "Writes the PNG file; a relative path starts in the notebook's folder.", "picture.write(to: \"enrollment.png\")")) { receiver, arguments, _ in
            do { try type.payload(receiver, as: PNGImage.self).write(to: try arguments.string(0)) } catch let error as RasterError {
                throw ScriptError.library(error.description)
            }
            return .void
        }
        type.describe = { payload in (payload as? PNGImage)?.description ?? imageTypeName }
        type.richDisplay = { payload in
            guard let image = payload as? PNGImage else { throw ScriptError.typeMismatch("expected a PNGImage") }
            return ["image/png": image.base64EncodedString, "text/plain": type.describe?(image) ?? imageTypeName]
        }
        table.addFunction("includePNGInDisplays", [param(nil, "Bool", default: true)], doc("func includePNGInDisplays(_ include: Bool = true)",
            "Shows every chart from now on with a PNG picture beside its SVG (image/png), for converters that need one, such as nbconvert to PDF. Off by default (it costs a few milliseconds per chart); the environment variable CHARTSCRIPT_PNG=1 turns it on when the kernel starts.",
            "includePNGInDisplays()")) { arguments, runtime in
            ChartDisplaySettings.setIncludesPNG(arguments.has(0) ? try arguments.bool(0) : true, for: runtime)
            return .void
        }
    }
}

/// Per session: whether charts shown carry `image/png` beside their SVG.
enum ChartDisplaySettings {
    private final class Entry {
        weak var runtime: Runtime?
        var includesPNG: Bool
        init(runtime: Runtime, includesPNG: Bool) {
            self.runtime = runtime
            self.includesPNG = includesPNG
        }
    }

    nonisolated(unsafe) private static var entries: [Entry] = []

    /// The default when a session has not chosen: on when CHARTSCRIPT_PNG is "1" or "true".
    static var includesPNGByDefault: Bool {
        guard let value = getenv("CHARTSCRIPT_PNG") else { return false }
        return ["1", "true", "yes"].contains(String(cString: value).lowercased())
    }

    /// Whether charts shown by `runtime`'s session carry `image/png`.
    static func includesPNG(for runtime: Runtime?) -> Bool {
        guard let runtime else { return includesPNGByDefault }
        return entries.first { $0.runtime === runtime }?.includesPNG ?? includesPNGByDefault
    }

    /// Chooses for `runtime`'s session.
    static func setIncludesPNG(_ include: Bool, for runtime: Runtime) {
        entries.removeAll { $0.runtime == nil }
        if let entry = entries.first(where: { $0.runtime === runtime }) {
            entry.includesPNG = include
        } else {
            entries.append(Entry(runtime: runtime, includesPNG: include))
        }
    }
}
