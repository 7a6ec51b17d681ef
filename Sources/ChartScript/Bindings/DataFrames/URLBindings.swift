import FoundationEssentials

/// Foundation's `URL`, as far as files go: `URL(fileURLWithPath:)` (a relative path is read
/// from the notebook's folder), `path`, `lastPathComponent`, `pathExtension`, so TabularData's
/// initialisers that take a URL work as on a Mac.
enum URLBindings {
    static func register(in table: BindingTable) {
        let type = table.type(URL.self, doc("struct URL",
            "A file's location, as Foundation's URL: URL(fileURLWithPath: \"data/penguins.csv\") (a relative path is the notebook folder's).",
            "let file = URL(fileURLWithPath: \"data/penguins.csv\")"))
        type.addInitializer([param("fileURLWithPath", "String")], doc("init(fileURLWithPath path: String)",
            "The URL of a file; a relative path is taken from the working directory (the notebook's folder).",
            "URL(fileURLWithPath: \"data/penguins.csv\")")) { arguments, _ in
            .bound(URL(fileURLWithPath: try arguments.string(0)))
        }
        func text(_ name: String, _ summary: String, _ read: @escaping (URL) -> String) {
            type.addProperty(name, type: "String", doc("var \(name): String { get }", summary, "file.\(name)")) { value in
                .string(read(try type.payload(value, as: URL.self)))
            }
        }
        text("path", "The file's path.") { $0.path }
        text("lastPathComponent", "The file's name (\"penguins.csv\").") { $0.lastPathComponent }
        text("pathExtension", "The file's extension (\"csv\").") { $0.pathExtension }
        text("absoluteString", "The URL as text (\"file:///…\").") { $0.absoluteString }
        type.describe = { payload in (payload as? URL)?.description ?? "URL" }
    }
}
