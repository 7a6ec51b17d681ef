/// A function, method, initializer or closure value: compiled body, parameters, and the frame
/// it captured.
final class FunctionValue {
    /// One declared parameter of a `func`, method or initializer.
    struct Parameter {
        var label: String?
        var name: String
        var type: TypeRef?
        var defaultValue: ((Frame) throws -> Value)?
        /// `Type...`: the arguments from here on are collected into an array.
        var isVariadic = false
        /// `inout Type`: the caller passes `&variable` and gets the final value back.
        var isInout = false
    }

    let name: String
    /// Declared parameters (`func`, methods, and closures with typed parameters).
    let parameters: [Parameter]
    /// Whether labels are checked (a direct call of a `func`) or arguments are positional
    /// (closures, and function values, which in Swift have no argument labels).
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
    /// The declared return type: returned values are converted to it (an Int literal to
    /// Double, a value to an optional).
    var returnType: TypeRef?
    /// For methods and initializers: the slot holding `self` (0), else `nil`.
    var selfSlot: Int?
    /// Whether the function is a method that may change `self`.
    var isMutating = false
    /// Whether it was declared `throws` (or, for closures, contains `try`).
    var isThrowing = false
    /// Generic parameters with their constraints, checked against the arguments of each call.
    var genericParameters: [GenericParameter] = []
    /// `where` clause requirements of a generic function.
    var genericRequirements: [GenericRequirement] = []
    /// What kind of callee it is, for messages ("global function", "instance method" …).
    var kindDescription = "function"

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

    /// The same function as a value: called without argument labels, as Swift calls function
    /// values (`let f = addOne; f(7)`).
    func asValue() -> FunctionValue {
        guard checksLabels else { return self }
        let copy = FunctionValue(name: name, parameters: parameters, checksLabels: false, argumentSlots: argumentSlots,
                                 ignoresExtraArguments: false, frameSize: frameSize, body: body, captured: captured,
                                 canReuseFrame: canReuseFrame, slotsUnusedAfterCall: slotsUnusedAfterCall)
        copy.returnType = returnType
        copy.selfSlot = selfSlot
        copy.isMutating = isMutating
        copy.isThrowing = isThrowing
        copy.genericParameters = genericParameters
        copy.genericRequirements = genericRequirements
        copy.kindDescription = kindDescription
        return copy
    }

    /// Whether any parameter is `inout` (the caller must write values back).
    var hasInoutParameters: Bool { parameters.contains(where: \.isInout) }
}
