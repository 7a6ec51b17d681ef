/// Standard library types the interpreter declares in Swift itself, as every session's first
/// (unnumbered) cell: `Result`. They behave as the standard library's do, and a cell may
/// declare its own type of the same name, as in the Swift REPL.
enum StandardTypes {
    /// The declarations, in the cell language.
    static let source = """
    enum Result<Success, Failure: Error> {
        case success(Success)
        case failure(Failure)
        init(catching body: () throws -> Success) {
            do { self = .success(try body()) } catch { self = .failure(error as! Failure) }
        }
        func get() throws -> Success {
            switch self {
            case .success(let value): return value
            case .failure(let error): throw error
            }
        }
        func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
            switch self {
            case .success(let value): return .success(transform(value))
            case .failure(let error): return .failure(error)
            }
        }
        func mapError<NewFailure>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
            switch self {
            case .success(let value): return .success(value)
            case .failure(let error): return .failure(transform(error))
            }
        }
        func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
            switch self {
            case .success(let value): return transform(value)
            case .failure(let error): return .failure(error)
            }
        }
        func flatMapError<NewFailure>(_ transform: (Failure) -> Result<Success, NewFailure>) -> Result<Success, NewFailure> {
            switch self {
            case .success(let value): return .success(value)
            case .failure(let error): return transform(error)
            }
        }
    }
    """
}
