/// A compiled expression: evaluates against the running frame.
typealias Evaluator = (Frame) throws -> Value
/// A compiled statement: runs against the running frame and says how control continues.
typealias Executor = (Frame) throws -> Flow

/// How control leaves a statement.
enum Flow {
    case normal
    case breakLoop
    case continueLoop
    case returned(Value)
}

/// A local variable's slot in its function's frame.
struct LocalVariable {
    var slot: Int
    var isConstant: Bool
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
    /// How many loops enclose the code being compiled (for `break`, `continue`).
    var loopDepth = 0
    /// Whether `return` is allowed.
    let allowsReturn: Bool
    /// The declared return type, for converting returned values.
    let returnType: String?

    init(parent: Scope?, isCell: Bool, acceptsAnonymousArguments: Bool, allowsReturn: Bool, returnType: String? = nil) {
        self.parent = parent
        self.isCell = isCell
        self.acceptsAnonymousArguments = acceptsAnonymousArguments
        self.allowsReturn = allowsReturn
        self.returnType = returnType
        isLoopBody = false
    }

    /// The scope of a loop body run in a fresh frame per iteration, inside `enclosing`.
    init(loopBodyIn enclosing: Scope) {
        parent = enclosing
        isCell = false
        acceptsAnonymousArguments = false
        allowsReturn = enclosing.allowsReturn
        returnType = enclosing.returnType
        isLoopBody = true
        loopDepth = 1
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
}
