/// Everything that can go wrong in a cell, with a message a person can act on.
///
/// Errors raised while evaluating carry no location; the node that was running adds it by
/// wrapping the error in a ``LocatedError``.
public enum ScriptError: Error, Equatable, CustomStringConvertible {
    /// The source does not follow the grammar: what was expected and what was found.
    /// `atEnd` is true when the cell simply stopped too early (more input could fix it).
    case syntax(expected: String, found: String, atEnd: Bool)
    /// A Swift construct ChartScript does not handle yet, named.
    case unsupported(construct: String)
    /// A name that is not defined, with close names.
    case unknownName(String, suggestions: [String])
    /// A member that the receiver's type does not have, with close names.
    case unknownMember(type: String, member: String, suggestions: [String])
    /// A name from BEMSimpleLineGraph or CorePlot that ChartCore calls differently.
    case renamedMember(type: String, old: String, new: String)
    /// Assignment to a `let` constant.
    case immutable(name: String)
    /// A second declaration of a name within one cell.
    case redeclaration(name: String)
    /// A value of the wrong kind for an operation.
    case typeMismatch(String)
    /// Code that swiftc refuses, found before the cell runs, with swiftc's message.
    case rejected(String)
    /// Integer arithmetic that does not fit in 64 bits.
    case overflow(operation: String)
    /// Integer division or remainder by zero.
    case divisionByZero
    /// An index outside an array or string.
    case indexOutOfRange(index: Int, count: Int)
    /// An index outside an `ArraySlice`'s own indices (which are its base array's).
    case indexOutsideSlice(index: Int, indices: Range<Int>)
    /// Wrong arguments to a call: what the callee accepts.
    case badArguments(callee: String, expected: String)
    /// The person interrupted the cell.
    case interrupted
    /// The kernel's memory passed its budget (or an allocation would have): what happened.
    case memoryBudgetExceeded(String)
    /// Calls nested deeper than the limit (runaway recursion).
    case recursionTooDeep(limit: Int)
    /// `readLine()` where the front end accepts no input.
    case inputNotAllowed
    /// An error from ChartCore or ChartData, with its own message.
    case library(String)
    /// Input nested deeper than the parser, compiler or printer accepts.
    case tooDeep(limit: Int)
    /// An error thrown with `throw` (or by a library call) that no `catch` caught: its type's
    /// name and its description.
    case thrown(typeName: String, description: String)
    /// What stops a Swift program: `!` on nil, `try!` on an error, a failed `precondition` or
    /// `fatalError`, a switch with no matching case.
    case trap(String)
    /// Two accesses to one variable that overlap while one of them changes it (a variable
    /// passed `&` read or written again before the call returns): Swift refuses or stops.
    case exclusivity(String)

    /// The error's kind as Jupyter's `ename`.
    public var name: String {
        switch self {
        case .syntax, .unsupported: return "SyntaxError"
        case .unknownName: return "NameError"
        case .unknownMember, .renamedMember: return "AttributeError"
        case .immutable, .redeclaration, .typeMismatch, .badArguments, .rejected: return "TypeError"
        case .overflow, .divisionByZero: return "ArithmeticError"
        case .indexOutOfRange, .indexOutsideSlice: return "IndexError"
        case .interrupted: return "KeyboardInterrupt"
        case .recursionTooDeep: return "RecursionError"
        case .memoryBudgetExceeded: return "MemoryError"
        case .inputNotAllowed: return "InputError"
        case .library: return "ValueError"
        case .tooDeep: return "SyntaxError"
        case .thrown(let typeName, _): return typeName
        case .trap: return "FatalError"
        case .exclusivity: return "ExclusivityError"
        }
    }

    /// The one-line message.
    public var description: String {
        switch self {
        case let .syntax(expected, found, _):
            return "expected \(expected), found \(Excerpt.quoted(found))"
        case .unsupported(let construct):
            return "\(construct) is not supported yet"
        case let .unknownName(name, suggestions):
            return "cannot find '\(Excerpt.quoted(name))' in scope" + Self.hint(suggestions)
        case let .unknownMember(type, member, suggestions):
            return "value of type '\(type)' has no member '\(Excerpt.quoted(member))'" + Self.hint(suggestions)
        case let .renamedMember(type, old, new):
            return "'\(old)' has been renamed to '\(new)' in '\(type)'; write '.\(new)'"
        case .immutable(let name):
            return "cannot assign to value: '\(name)' is a 'let' constant (declare it with 'var' to change it)"
        case .redeclaration(let name):
            return "invalid redeclaration of '\(name)' in the same cell"
        case .typeMismatch(let message), .rejected(let message):
            return message
        case .overflow(let operation):
            return "arithmetic overflow in '\(operation)': the result does not fit in Int"
        case .divisionByZero:
            return "division by zero"
        case let .indexOutOfRange(index, count):
            return "index \(index) is out of range for a collection of \(count) element\(count == 1 ? "" : "s")"
        case let .indexOutsideSlice(index, indices):
            return "index \(index) is outside the slice's indices \(indices.lowerBound)..<\(indices.upperBound) (a slice keeps the indices of the array it was cut from; Array(slice) numbers from 0)"
        case let .badArguments(callee, expected):
            return "wrong arguments to '\(callee)'; expected \(expected)"
        case .interrupted:
            return "the cell was interrupted"
        case .recursionTooDeep(let limit):
            return "calls nested more than \(limit) deep (runaway recursion?)"
        case .memoryBudgetExceeded(let message):
            return message
        case .inputNotAllowed:
            return "readLine() cannot ask for input: this front end does not accept input requests"
        case .library(let message):
            return message
        case .tooDeep(let limit):
            return "expression nested too deeply (limit \(limit))"
        case let .thrown(_, description):
            return "\(description) was thrown and not caught"
        case .trap(let message), .exclusivity(let message):
            return message
        }
    }

    private static func hint(_ suggestions: [String]) -> String {
        guard !suggestions.isEmpty else { return "" }
        return "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }
}

/// A ``ScriptError`` with the place in the cell where it happened.
public struct LocatedError: Error, Equatable {
    /// What went wrong.
    public var error: ScriptError
    /// Where, when known.
    public var location: SourceLocation?
    /// The library's own error, for `.library` errors (so a cell can catch it by type).
    var underlying: Error?

    /// Creates a located error.
    public init(_ error: ScriptError, at location: SourceLocation?) {
        self.error = error
        self.location = location
    }

    /// Errors are equal when their kind and place are.
    public static func == (lhs: LocatedError, rhs: LocatedError) -> Bool {
        lhs.error == rhs.error && lhs.location == rhs.location
    }
}

/// An error value thrown by a cell's `throw` (or a library call made into one), travelling
/// to the nearest `catch`.
struct ThrownError: Error {
    /// What was thrown.
    var value: Value
    /// Where it was thrown.
    var location: SourceLocation?
}

extension Error {
    /// This error with `location` added when it has none yet: thrown values stay catchable,
    /// script errors become located ones, library errors keep their own error inside.
    func located(at location: SourceLocation?) -> Error {
        // A failed `super.init(…)` travels to the initializer that delegated to it.
        if self is InitializerFailure { return self }
        if var thrown = self as? ThrownError {
            if thrown.location == nil { thrown.location = location }
            return thrown
        }
        return reported(at: location)
    }

    /// This error as a located script error for reporting: an uncaught thrown value is named
    /// by its type and described as Swift would.
    func reported(at location: SourceLocation?) -> LocatedError {
        if let located = self as? LocatedError {
            if located.location == nil {
                var copy = located
                copy.location = location
                return copy
            }
            return located
        }
        if let script = self as? ScriptError { return LocatedError(script, at: location) }
        if let thrown = self as? ThrownError {
            let describer = Describer(runtime: Runtime.current)
            let description = (try? describer.debugDescription(of: thrown.value)) ?? thrown.value.typeName
            return LocatedError(.thrown(typeName: thrown.value.typeName, description: description), at: thrown.location ?? location)
        }
        var error = LocatedError(.library(String(describing: self)), at: location)
        error.underlying = self
        return error
    }

    /// A one-line text: "Name: message".
    var reportText: String {
        let report = reported(at: nil)
        return "\(report.error.name): \(report.error.description)"
    }
}
