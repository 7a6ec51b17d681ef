import JupyterEngine

/// Output beyond `print`: the C streams (`fputs(_:_:)` with `stdout` and `stderr`, as a
/// Swift program on Linux writes through Glibc), displays with an id that later
/// `updateDisplay(_:id:)` calls replace, and `help(_:)`, which opens the pager.
enum OutputBindings {
    /// The binding table's name for a C stream value.
    static let streamTypeName = "FILE"

    static func register(in table: BindingTable) {
        let stream = table.type(streamTypeName, doc("struct FILE",
            "A C output stream, as Glibc's stdout and stderr are; pass it to fputs.", "fputs(\"careful\\n\", stderr)"))
        stream.describe = { payload in (payload as? StandardStream)?.rawValue ?? "FILE" }
        table.addConstant("stderr", streamValue(.stderr), doc("var stderr: UnsafeMutablePointer<FILE>",
            "The standard error stream (Glibc's stderr). In a cell, text written to it appears in the cell's stderr stream, apart from print output.",
            "fputs(\"careful\\n\", stderr)"))
        table.addConstant("stdout", streamValue(.stdout), doc("var stdout: UnsafeMutablePointer<FILE>",
            "The standard output stream (Glibc's stdout), where print writes.", "fputs(\"done\\n\", stdout)"))
        table.addFunction("fputs", [param(nil, "String"), param(nil, "Any")], doc("func fputs(_ text: String, _ stream: UnsafeMutablePointer<FILE>)",
            "Writes the text, without adding a line break, to a C stream: stderr for warnings, stdout like print.",
            "fputs(\"careful\\n\", stderr)")) { arguments, runtime in
            let text = try arguments.string(0)
            let target = try arguments.native(1, as: StandardStream.self, named: "stdout or stderr")
            runtime.context?.write(text, to: target)
            return .void
        }
        table.addFunction("display", [param(nil, "Any"), param("id", "String")], doc("func display(_ value: Any, id: String)",
            "Shows the value now with a display id, so that updateDisplay(_:id:) can replace it later, even from another cell.",
            "display(graph, id: \"trend\")")) { arguments, runtime in
            if let bundle = try Display.displayedBundle(for: try arguments.value(0)) { runtime.context?.display(bundle, displayID: try arguments.string(1)) }
            return .void
        }
        table.addFunction("updateDisplay", [param(nil, "Any"), param("id", "String")], doc("func updateDisplay(_ value: Any, id: String)",
            "Replaces everything shown with display(_:id:) under this id by the value (a chart redrawn in place).",
            "updateDisplay(graph, id: \"trend\")")) { arguments, runtime in
            if let bundle = try Display.displayedBundle(for: try arguments.value(0)) { runtime.context?.updateDisplay(bundle, displayID: try arguments.string(1)) }
            return .void
        }
        table.addFunction("help", [param(nil, "Any")], doc("func help(_ topic: Any)",
            "Opens the documentation of a type, function, member or value in the notebook's pager, the text that inspection (Shift-Tab) shows.",
            "help(LineGraph)\nhelp(graph.lineColor)\nhelp(\"print\")")) { arguments, runtime in
            let documentation: Documentation
            switch try arguments.value(0) {
            case .string(let name): documentation = try HelpTopics.documentation(named: name)
            case let value: documentation = try HelpTopics.documentation(of: value)
            }
            HelpTopics.page(documentation, runtime: runtime)
            return .void
        }
    }

    private static func streamValue(_ stream: StandardStream) -> Value {
        .native(NativeBox(typeName: streamTypeName, payload: stream))
    }
}
