/// Static functions of built-in types held as function values (`Int.random(in:)`,
/// `Double.maximum(_:_:)`, `Unicode.Scalar(_:)`): their labels are checked as a declared
/// function's are, and the body gets the arguments in order.
enum LibraryFunction {
    /// A function called `name` whose parameters carry `labels` (`nil` for unlabelled ones).
    static func make(_ name: String, labels: [String?], _ body: @escaping ([Value]) throws -> Value) -> Value {
        let parameters = labels.enumerated().map { position, label in
            FunctionValue.Parameter(label: label, name: label ?? "value\(position)", type: nil)
        }
        let count = labels.count
        return .function(FunctionValue(name: name, parameters: parameters, checksLabels: true, argumentSlots: Array(0..<count),
                                       ignoresExtraArguments: false, frameSize: max(count, 1), body: { frame in
            try body((0..<count).map { frame.slots[$0] })
        }, captured: nil, canReuseFrame: true))
    }
}
