/// A compiled expression: evaluates against the running frame.
typealias Evaluator = (Frame) throws -> Value
/// A compiled statement: runs against the running frame and says how control continues.
typealias Executor = (Frame) throws -> Flow

/// How control leaves a statement.
enum Flow {
    case normal
    /// `break`, with its label if written.
    case breakLoop(String?)
    /// `continue`, with its label if written.
    case continueLoop(String?)
    case returned(Value)
    /// `fallthrough` at the end of a switch case.
    case fallthroughCase
}

/// A local variable's slot in its function's frame, and its declared or inferred type (used
/// to convert assigned values as Swift would have typed them: `total = 3` into a Double).
struct LocalVariable {
    var slot: Int
    var isConstant: Bool
    var type: TypeRef? = nil
    /// Whether it holds a function declared with `func` (called with labels; a value without them).
    var isFunction = false
    /// For a computed, observed or wrapped variable: the functions it is read and written through.
    var accessors: VariableAccessors?
}

/// The names visible while compiling one function, closure or cell body.
final class Scope {
    /// Nested blocks, innermost last, each mapping names to slots.
    var blocks: [[String: LocalVariable]] = [[:]]
    /// Slots used so far: the frame size.
    var slotCount = 0
    /// The enclosing scope: the function (or loop body) whose frame is this frame's parent.
    let parent: Scope?
    /// Whether this is a loop body whose frame is made afresh for every iteration. It belongs
    /// to the function of `parent`: `$0`, `return` and the return type are that function's.
    let isLoopBody: Bool
    /// Whether this is the cell itself: its outermost declarations are globals.
    let isCell: Bool
    /// Whether `$0`, `$1` … may be used (a closure without named parameters).
    let acceptsAnonymousArguments: Bool
    /// Slots given to `$n`, by n.
    var anonymousArgumentSlots: [Int: Int] = [:]
    /// Whether a closure or function is declared inside (then the frame may be captured).
    var containsNestedFunctions = false
    /// Slots that code of an inner scope (a closure, a function, a loop body with its own
    /// frame) reads or writes; the others are used only by this scope's own code.
    var slotsUsedByInnerScopes: Set<Int> = []
    /// Whether code of this scope (or of scopes inside it) uses a local of an enclosing
    /// scope, so its frame must keep the enclosing frame.
    var usesEnclosingLocals = false
    /// The loops and switches enclosing the code being compiled, innermost last (for `break`,
    /// `continue` and their labels).
    var breakTargets: [BreakTarget] = []
    /// Whether `return` is allowed.
    let allowsReturn: Bool
    /// The declared return type, for converting returned values.
    let returnType: TypeRef?
    /// Whether a `throw` or `try` appears in the body (closures are then throwing).
    var containsThrow = false

    /// A loop or switch that `break` (and, for loops, `continue`) can leave.
    struct BreakTarget {
        var label: String?
        var isLoop: Bool
    }

    init(parent: Scope?, isCell: Bool, acceptsAnonymousArguments: Bool, allowsReturn: Bool, returnType: TypeRef? = nil) {
        self.parent = parent
        self.isCell = isCell
        self.acceptsAnonymousArguments = acceptsAnonymousArguments
        self.allowsReturn = allowsReturn
        self.returnType = returnType
        isLoopBody = false
    }

    /// The scope of a loop body run in a fresh frame per iteration, inside `enclosing`.
    init(loopBodyIn enclosing: Scope, target: BreakTarget) {
        parent = enclosing
        isCell = false
        acceptsAnonymousArguments = false
        allowsReturn = enclosing.allowsReturn
        returnType = enclosing.returnType
        isLoopBody = true
        breakTargets = [target]
    }

    /// The scope that owns `$0`, `$1` … here (loop bodies defer to their function), and how
    /// many frames out its frame is.
    var anonymousArgumentOwner: (scope: Scope, depth: Int) {
        var owner = self
        var depth = 0
        while owner.isLoopBody, let enclosing = owner.parent {
            owner = enclosing
            depth += 1
        }
        return (owner, depth)
    }

    /// Loops and switches visible here, including those of enclosing loop-body scopes.
    var allBreakTargets: [BreakTarget] {
        var targets = breakTargets
        var current = self
        while current.isLoopBody, let enclosing = current.parent {
            targets = enclosing.breakTargets + targets
            current = enclosing
        }
        return targets
    }

    /// Whether declarations here become session globals.
    var declaresGlobals: Bool { isCell && blocks.count == 1 }

    /// Reserves a new slot.
    func newSlot() -> Int {
        slotCount += 1
        return slotCount - 1
    }

    /// Finds `name` in this scope's blocks, innermost first.
    func lookup(_ name: String) -> LocalVariable? {
        for block in blocks.reversed() {
            if let variable = block[name] { return variable }
        }
        return nil
    }

    /// Slots no inner scope uses: once this scope's code has finished with a frame, nothing
    /// can read them, so emptying them breaks the cycle of a closure stored in the frame it
    /// captured.
    var slotsUnusedByInnerScopes: [Int] {
        (0..<slotCount).filter { !slotsUsedByInnerScopes.contains($0) }
    }

    /// Every name visible in this scope's blocks.
    var visibleNames: [String] { blocks.flatMap { Array($0.keys) } }
}

/// Where a name refers to.
enum ResolvedName {
    case local(depth: Int, slot: Int, isConstant: Bool)
    case global(slot: Int)
    case builtinFunction(String)
    case type(TypeBinding)
    /// A type declared in a cell.
    case declaredType(TypeInfo)
    /// A member of `self` named without `self.` inside a method.
    case selfMember(String)
    /// A static member named without its type inside a static method.
    case staticMember(String)
}
