/// What the front end asked `execute_request` to do.
public struct ExecuteRequest: Sendable {
    /// The cell's source text.
    public var code: String
    /// When true, nothing is broadcast and the execution count does not advance.
    public var silent: Bool
    /// Whether the cell goes into history and advances the execution count.
    public var storeHistory: Bool
    /// Whether the cell may ask the person for input (`readLine()`).
    public var allowStdin: Bool
    /// The execution count this cell will carry (already advanced when `storeHistory`).
    public var executionCount: Int

    /// Creates a request.
    public init(code: String, silent: Bool = false, storeHistory: Bool = true,
                allowStdin: Bool = false, executionCount: Int = 1) {
        self.code = code
        self.silent = silent
        self.storeHistory = storeHistory
        self.allowStdin = allowStdin
        self.executionCount = executionCount
    }
}
