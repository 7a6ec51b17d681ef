/// A function or closure value: compiled body, parameters, and the frame it captured.
final class FunctionValue {
    /// One declared parameter of a `func`.
    struct Parameter {
        var label: String?
        var name: String
        var type: String?
        var defaultValue: ((Frame) throws -> Value)?
    }

    let name: String
    /// Declared parameters (`func`, and closures with named parameters).
    let parameters: [Parameter]
    /// Whether labels are checked (functions) or arguments are positional (closures).
    let checksLabels: Bool
    /// For each argument position, the slot it goes to (`nil`: unused `$n`).
    let argumentSlots: [Int?]
    /// Whether extra arguments are ignored (closures written with `$0` …).
    let ignoresExtraArguments: Bool
    let frameSize: Int
    let body: (Frame) throws -> Value
    let captured: Frame?
    /// Whether no closure inside can capture the frame, so one frame may serve many calls.
    let canReuseFrame: Bool
    /// Slots of a call's frame that no closure inside uses, emptied when the call ends (see
    /// ``Frame/finish(_:emptying:)``); empty when nothing can capture the frame.
    let slotsUnusedAfterCall: [Int]

    init(name: String, parameters: [Parameter], checksLabels: Bool, argumentSlots: [Int?],
         ignoresExtraArguments: Bool, frameSize: Int, body: @escaping (Frame) throws -> Value,
         captured: Frame?, canReuseFrame: Bool, slotsUnusedAfterCall: [Int] = []) {
        self.name = name
        self.parameters = parameters
        self.checksLabels = checksLabels
        self.argumentSlots = argumentSlots
        self.ignoresExtraArguments = ignoresExtraArguments
        self.frameSize = frameSize
        self.body = body
        self.captured = captured
        self.canReuseFrame = canReuseFrame
        self.slotsUnusedAfterCall = slotsUnusedAfterCall
    }

    /// The signature for messages: `scale(_:by:)`.
    var signature: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}
