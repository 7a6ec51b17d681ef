import JupyterEngine

/// The requests that read a stopped cell or the session: the stack, scopes, variables,
/// evaluation, rich inspection, the globals listing and copying a local to the globals.
extension ChartScriptDebugger {
    private var state: DebugState { debugStateForStops }

    func stackTrace(_ exchange: DebugExchange) {
        guard let stop = state.controller.currentStop else { return exchange.fail("no cell is stopped") }
        let all = stop.stop.frames.enumerated().map { index, frame -> JSONValue in
            var entry: [String: JSONValue] = ["id": .int(stop.firstFrameID + index), "name": .string(frame.name),
                                              "line": .int(frame.site.line), "column": .int(frame.site.column)]
            if let cell = state.sources.ranCell(frame.site.cell) {
                entry["source"] = ["name": .string(state.cellName(cell.sessionCell)), "path": .string(cell.path)]
            }
            return .object(entry)
        }
        let start = max(exchange.arguments["startFrame"]?.intValue ?? 0, 0)
        let levels = exchange.arguments["levels"]?.intValue ?? 0
        let end = levels > 0 ? min(all.count, start + levels) : all.count
        exchange.succeed(["stackFrames": .array(start < end ? Array(all[start..<end]) : []), "totalFrames": .int(all.count)])
    }

    func scopes(_ exchange: DebugExchange) {
        guard let stop = state.controller.currentStop else { return exchange.fail("no cell is stopped") }
        guard let id = exchange.arguments["frameId"]?.intValue else { return exchange.fail("scopes needs \"frameId\", a number") }
        guard let index = stop.frameIndex(ofID: id) else { return exchange.fail(Self.staleFrame(id)) }
        let locals = stop.references.add(.locals(frameIndex: index))
        let globals = stop.references.add(.globals)
        exchange.succeed(["scopes": [
            ["name": "Locals", "presentationHint": "locals", "variablesReference": .int(locals), "expensive": false],
            ["name": "Globals", "variablesReference": .int(globals), "expensive": false],
        ]])
    }

    func variables(_ exchange: DebugExchange) {
        guard let reference = exchange.arguments["variablesReference"]?.intValue else {
            return exchange.fail("variables needs \"variablesReference\", a number")
        }
        let start = exchange.arguments["start"]?.intValue
        let count = exchange.arguments["count"]?.intValue
        withSession { [self] stop in
            guard let container = container(for: reference, during: stop) else {
                return exchange.fail("variablesReference \(reference) is not one of this stop's: it belongs to an earlier stop or to none")
            }
            let presenter = presenter(during: stop)
            let listed: [JSONValue]
            switch container {
            case .locals(let index):
                guard let stop, stop.stop.frames.indices.contains(index) else { return exchange.fail("that frame has returned") }
                listed = session.locals(of: stop.stop.frames[index]).map {
                    presenter.variable(named: $0.name, value: $0.value, declaredType: $0.type, evaluateName: $0.name)
                }
            case .globals:
                listed = session.globalVariables().map {
                    presenter.variable(named: $0.name, value: $0.value, declaredType: $0.type, evaluateName: $0.name)
                }
            default:
                listed = presenter.children(of: container, start: start, count: count)
            }
            exchange.succeed(["variables": .array(listed)])
        }
    }

    func evaluate(_ exchange: DebugExchange) {
        guard let expression = exchange.arguments["expression"]?.stringValue else {
            return exchange.fail("evaluate needs \"expression\", a string")
        }
        let frameID = exchange.arguments["frameId"]?.intValue
        withSession { [self] stop in
            var frame: StoppedFrame?
            if let stop {
                if let frameID {
                    guard let index = stop.frameIndex(ofID: frameID) else { return exchange.fail(Self.staleFrame(frameID)) }
                    frame = stop.stop.frames[index]
                } else {
                    frame = stop.stop.frames.first
                }
            }
            do {
                let value = try session.evaluate(expression, in: frame)
                let presenter = presenter(during: stop)
                let shown = presenter.variable(named: "result", value: value)
                exchange.succeed(["result": shown["value"] ?? "", "type": shown["type"] ?? "",
                                  "variablesReference": shown["variablesReference"] ?? 0])
            } catch {
                exchange.fail(error.reportText)
            }
        }
    }

    func richInspect(_ exchange: DebugExchange) {
        guard let name = exchange.arguments["variableName"]?.stringValue else {
            return exchange.fail("richInspectVariables needs \"variableName\", a string")
        }
        let frameID = exchange.arguments["frameId"]?.intValue
        withSession { [self] stop in
            var frame: StoppedFrame?
            if let stop, let frameID {
                guard let index = stop.frameIndex(ofID: frameID) else { return exchange.fail(Self.staleFrame(frameID)) }
                frame = stop.stop.frames[index]
            }
            guard let value = session.variable(named: name, in: frame) else { return exchange.fail("no variable named '\(name)'") }
            let bundle = RichInspection.bundle(for: value, runtime: session.runtime)
            exchange.succeed(["data": .object(bundle.data), "metadata": .object(bundle.metadata)])
        }
    }

    func inspectVariables(_ exchange: DebugExchange) {
        withSession { [self] stop in
            if stop == nil { renewIdleReferences() }
            let presenter = presenter(during: stop)
            let listed = session.globalVariables().map {
                presenter.variable(named: $0.name, value: $0.value, declaredType: $0.type, evaluateName: $0.name)
            }
            exchange.succeed(["variables": .array(listed)])
        }
    }

    func copyToGlobals(_ exchange: DebugExchange) {
        let arguments = exchange.arguments
        guard let source = arguments["srcVariableName"]?.stringValue, let target = arguments["dstVariableName"]?.stringValue,
              let frameID = arguments["srcFrameId"]?.intValue else {
            return exchange.fail("copyToGlobals needs \"srcVariableName\", \"dstVariableName\" and \"srcFrameId\"")
        }
        guard Self.isVariableName(target) else { return exchange.fail("'\(target)' is not a Swift variable name") }
        guard state.controller.currentStop != nil else { return exchange.fail("no cell is stopped") }
        withSession { [self] stop in
            guard let stop, let index = stop.frameIndex(ofID: frameID) else { return exchange.fail(Self.staleFrame(frameID)) }
            guard let local = session.locals(of: stop.stop.frames[index]).first(where: { $0.name == source }) else {
                return exchange.fail("no local variable named '\(source)' in that frame")
            }
            session.declareGlobal(target, value: local.value, type: local.type)
            exchange.succeed()
        }
    }

    func exceptionInfo(_ exchange: DebugExchange) {
        guard let stop = state.controller.currentStop, let kind = stop.stop.errorKind else {
            return exchange.fail("the cell is not stopped at an error")
        }
        exchange.succeed(["exceptionId": .string(kind.rawValue), "description": .string(stop.stop.description ?? ""),
                          "breakMode": "always"])
    }

    /// Whether `name` is one identifier (a name a cell could declare).
    static func isVariableName(_ name: String) -> Bool {
        guard let tokens = try? Lexer.tokens(of: name), tokens.count == 2, case .identifier = tokens[0].kind else { return false }
        return true
    }

    static func staleFrame(_ id: Int) -> String {
        "frame \(id) is not one of this stop's frames: it belongs to an earlier stop"
    }
}

/// What the variables panel's rich view shows for a value: a chart as SVG (with its summary), a
/// table as HTML, anything else as its text. Live widgets show their text only (the panel opens
/// no comms).
enum RichInspection {
    static func bundle(for value: Value, runtime: Runtime) -> MimeBundle {
        if case .native(let box) = value, box.payload is ShownAsWidget {
            return MimeBundle(plainText: VariablePresenter(runtime: runtime, references: VariableReferences(numbers: ReferenceNumbers())).text(of: value))
        }
        do {
            if let bundle = try Display.bundle(for: value, runtime: runtime) { return bundle }
            return MimeBundle(plainText: "()")
        } catch {
            return MimeBundle(plainText: error.reportText)
        }
    }
}
