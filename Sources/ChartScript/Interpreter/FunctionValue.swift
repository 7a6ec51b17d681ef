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
        /// `repeat each T`: variadic, but the arguments keep their own types (no `[1, 2.5]`
        /// made Doubles).
        var isPack = false
        /// `#function`, `#line` … written as the default: the caller's value replaces it.
        var callerLiteral: String?
        /// The conversion of arguments to `type`, prepared once (see ``Coercion/converter(for:runtime:unconstrained:)``).
        var convert: Converter?

        /// A parameter whose arguments are converted to `type`.
        init(label: String?, name: String, type: TypeRef?, defaultValue: ((Frame) throws -> Value)? = nil,
             isVariadic: Bool = false, isInout: Bool = false, runtime: Runtime? = nil, unconstrained: Set<String> = []) {
            self.label = label
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.isVariadic = isVariadic
            self.isInout = isInout
            convert = type.flatMap { Coercion.converter(for: $0, runtime: runtime ?? Runtime.current, unconstrained: unconstrained) }
        }
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
    /// For a closure without a declared return type: the type the semantic pass gave its
    /// one-expression body (`slice.count > 5 ? slice.count : nil` is `Int?`), for built-ins
    /// that type what it returns when no value tells (every group's aggregate nil).
    var inferredReturnType: TypeRef?
    /// For methods and initializers: the slot holding `self` (0), else `nil`.
    var selfSlot: Int?
    /// Whether the function is a method that may change `self`.
    var isMutating = false
    /// Whether it was declared `throws` (or, for closures, contains `try`).
    var isThrowing = false
    /// Whether a parameter's default is the caller's `#function`, `#line` … (callers then
    /// hand their ``CallSite`` to the runtime before the call).
    let usesCallSite: Bool
    /// What only declared functions have (kept apart so that closures made in loops stay small).
    private var details: Details?
    /// The frames kept for the next calls of a declared function (`nil` for closures, made
    /// by the thousand in loops, whose calls from built-ins reuse one frame instead).
    let framePool: FramePool?
    /// For a closure that no closure inside can capture: the frame of its last call, emptied,
    /// for the next call made directly (``DirectCall``).
    var spareFrame: Frame?

    /// Generic constraints and the kind of callee.
    private final class Details {
        var genericParameters: [GenericParameter] = []
        var genericRequirements: [GenericRequirement] = []
        var kindDescription = "function"
        var isRethrowing = false
    }

    private var madeDetails: Details {
        if let details { return details }
        let made = Details()
        details = made
        return made
    }

    /// Generic parameters with their constraints, checked against the arguments of each call.
    var genericParameters: [GenericParameter] {
        get { details?.genericParameters ?? [] }
        set { madeDetails.genericParameters = newValue }
    }
    /// `where` clause requirements of a generic function.
    var genericRequirements: [GenericRequirement] {
        get { details?.genericRequirements ?? [] }
        set { madeDetails.genericRequirements = newValue }
    }
    /// What kind of callee it is, for messages ("global function", "instance method" …).
    var kindDescription: String {
        get { details?.kindDescription ?? "function" }
        set { madeDetails.kindDescription = newValue }
    }
    /// Whether it was declared `rethrows` (or `throws(E)` with `E` generic): a call throws only
    /// when a function argument can.
    var isRethrowing: Bool {
        get { details?.isRethrowing ?? false }
        set { madeDetails.isRethrowing = newValue }
    }
    /// Whether calls must check generic constraints.
    var isGeneric: Bool {
        guard let details else { return false }
        return !details.genericParameters.isEmpty || !details.genericRequirements.isEmpty
    }

    init(name: String, parameters: [Parameter], checksLabels: Bool, argumentSlots: [Int?],
         ignoresExtraArguments: Bool, frameSize: Int, body: @escaping (Frame) throws -> Value,
         captured: Frame?, canReuseFrame: Bool, slotsUnusedAfterCall: [Int] = [],
         returnType: TypeRef? = nil, isThrowing: Bool = false) {
        self.name = name
        self.returnType = returnType
        self.isThrowing = isThrowing
        self.parameters = parameters
        self.checksLabels = checksLabels
        self.argumentSlots = argumentSlots
        self.ignoresExtraArguments = ignoresExtraArguments
        self.frameSize = frameSize
        self.body = body
        self.captured = captured
        self.canReuseFrame = canReuseFrame
        self.slotsUnusedAfterCall = slotsUnusedAfterCall
        usesCallSite = parameters.contains { $0.callerLiteral != nil }
        framePool = checksLabels ? FramePool() : nil
    }

    /// The signature for messages: `scale(_:by:)`.
    var signature: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The signature with the parameters' types (`f(_: Int)`): what tells overloads apart, so
    /// a declaration with the same one replaces the earlier (a cell run again).
    var typedSignature: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ": " + ($0.type?.description ?? "_") }.joined(separator: ", ") + ")"
    }

    /// Whether `other` declares this same function again (same name, parameters and result),
    /// rather than an overload.
    func redeclares(_ other: FunctionValue) -> Bool {
        typedSignature == other.typedSignature && returnType == other.returnType
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
        copy.details = details
        return copy
    }

    /// Whether any parameter is `inout` (the caller must write values back).
    var hasInoutParameters: Bool { parameters.contains(where: \.isInout) }
}

extension Value {
    /// Whether the value is a function or closure that can throw (what makes a call of a
    /// `rethrows` function throw).
    var isThrowingFunction: Bool {
        if case .function(let function) = self { return function.isThrowing }
        return false
    }
}
