/// Compiled code as the element of an array.
///
/// Swift keeps a closure stored in an array (or a tuple in one) at its most general
/// representation: storing it wraps it in a reabstraction thunk, and reading it back wraps
/// that in another, so calling `executors[0]` runs three functions where one was compiled,
/// every time. A closure held in a field of a non-generic struct is stored as it is, so the
/// compiler keeps the statements of a block, the arguments of a call and the conditions of an
/// `if` in arrays of these.
struct ExecutorStep {
    /// The compiled statement.
    let run: Executor
}

/// An ``Evaluator`` held in an array without reabstraction thunks (see ``ExecutorStep``).
struct EvaluatorStep {
    /// The compiled expression.
    let run: Evaluator
}

/// A compiled condition held in an array without reabstraction thunks (see ``ExecutorStep``).
struct ConditionStep {
    /// The compiled condition.
    let run: (Frame) throws -> Bool
}
