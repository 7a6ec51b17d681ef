/// The local variables of one running function, closure or cell, in numbered slots
/// resolved when the code was compiled.
final class Frame {
    /// The slots. A pointer rather than an array: slot numbers are fixed when the code is
    /// compiled (always below `size`), and the pointer avoids per-access exclusivity checks.
    let slots: UnsafeMutablePointer<Value>
    /// How many slots the frame has.
    let size: Int
    /// The frame of the enclosing function (or, for a loop iteration's own frame, of the
    /// code running the loop), for captured variables.
    let parent: Frame?

    init(size: Int, parent: Frame?) {
        self.size = max(size, 1)
        slots = .allocate(capacity: self.size)
        slots.initialize(repeating: .void, count: self.size)
        self.parent = parent
    }

    deinit {
        ValueRelease.releaseAll(slots, count: size)
        slots.deallocate()
    }

    /// Ends a run of code in `frame` (a call or a loop iteration): when something else still
    /// holds the frame (a closure that captured it), empties `unusedSlots`, which no closure
    /// can read, so that a closure stored in one of them does not keep the frame alive in a
    /// cycle. A frame nothing else holds is left alone; it is freed with its slots.
    @inline(__always)
    static func finish(_ frame: inout Frame, emptying unusedSlots: [Int]) {
        guard !unusedSlots.isEmpty, !isKnownUniquelyReferenced(&frame) else { return }
        for slot in unusedSlots { frame.slots[slot] = .void }
    }

    /// Readies `frame` for the next iteration of a loop whose iterations each need a frame of
    /// their own: when nothing else holds it (no closure kept it), it serves again, as no one
    /// can tell; otherwise it is finished (see ``finish(_:emptying:)``) and a new frame takes
    /// its place.
    @inline(__always)
    static func renew(_ frame: inout Frame, emptying unusedSlots: [Int]) {
        if isKnownUniquelyReferenced(&frame) { return }
        for slot in unusedSlots { frame.slots[slot] = .void }
        // Emptying may have released the only closure that held the frame.
        if isKnownUniquelyReferenced(&frame) { return }
        frame = Frame(size: frame.size, parent: frame.parent)
    }

    /// The frame `depth` levels out (0 is this one).
    @inline(__always)
    func ancestor(_ depth: Int) -> Frame {
        var frame = self
        var remaining = depth
        while remaining > 0, let next = frame.parent {
            frame = next
            remaining -= 1
        }
        return frame
    }
}

/// Frames of one declared function kept for its next calls: a call takes one (or makes one
/// when none is left, as in a recursion deeper than before) and gives it back when it ends and
/// nothing else holds it, its slots emptied, so that a call allocates nothing for its frame.
///
/// The frames are kept behind a pointer rather than in an array property, as ``Frame`` keeps
/// its slots: a class's array property pays an exclusivity check on every change.
final class FramePool {
    /// The most frames kept: a recursion deeper than this makes the frames it needs.
    static let capacity = 32
    /// The count of frames kept, then the frames (retained), every slot of each `.void`.
    private let storage: UnsafeMutablePointer<Int>

    init() {
        storage = .allocate(capacity: Self.capacity + 1)
        storage[0] = 0
    }

    deinit {
        for index in stride(from: 1, through: storage[0], by: 1) { frame(at: index).release() }
        storage.deallocate()
    }

    private func frame(at index: Int) -> Unmanaged<Frame> {
        // Every stored bit pattern came from `toOpaque()` of a retained frame.
        Unmanaged<Frame>.fromOpaque(UnsafeRawPointer(bitPattern: storage[index]).unsafelyUnwrapped)
    }

    /// A frame for a call of a function whose frames have `size` slots and hang off `parent`.
    @inline(__always)
    func take(size: Int, parent: Frame?) -> Frame {
        let count = storage[0]
        guard count > 0 else { return Frame(size: size, parent: parent) }
        storage[0] = count - 1
        return frame(at: count).takeRetainedValue()
    }

    /// Ends a call in `frame`: a frame nothing else holds has its values let go and is kept
    /// for the next call; one a closure captured is finished (see ``Frame/finish(_:emptying:)``).
    @inline(__always)
    func recycle(_ frame: inout Frame, emptying unusedSlots: [Int]) {
        guard isKnownUniquelyReferenced(&frame) else {
            Frame.finish(&frame, emptying: unusedSlots)
            return
        }
        let count = storage[0]
        guard count < Self.capacity else { return }
        ValueRelease.releaseAll(frame.slots, count: frame.size)
        frame.slots.initialize(repeating: .void, count: frame.size)
        storage[count + 1] = Int(bitPattern: Unmanaged.passRetained(frame).toOpaque())
        storage[0] = count + 1
    }
}

/// The session's global variables: declared by top-level `let`, `var` and `func`.
final class GlobalStore {
    /// One cell per declaration made, by slot. Compiled code holds the cell it names; the
    /// store lets go of a declaration's cell once a later declaration of its name has run
    /// (``retire(_:)``), so that the old value is freed with the last code that names it.
    private(set) var cells: [GlobalCell] = []
    var isConstant: [Bool] = []
    /// The declared or inferred type of each global, for converting assigned values.
    var types: [TypeRef?] = []
    /// Whether the declaration has run (a failed cell can leave some undefined).
    var isDefined: [Bool] = []
    /// The slot each name currently means.
    var slotByName: [String: Int] = [:]
    /// Functions declared at the top level under one name with different labels or types
    /// (`area(width:height:)` and `area(radius:)`), by slot.
    var overloads: [Int: Overloads] = [:]
    /// Computed, observed and wrapped globals: the functions each is read and written through, by slot.
    var accessors: [Int: VariableAccessors] = [:]

    /// The functions sharing one name (shared with the calls compiled against it).
    final class Overloads {
        var signatures: [String]
        var functions: [(signature: String, function: FunctionValue)]

        init(signatures: [String], functions: [(signature: String, function: FunctionValue)]) {
            self.signatures = signatures
            self.functions = functions
        }
    }

    /// Adds a slot for `name` and makes the name point to it; returns the slot.
    func declare(_ name: String, isConstant constant: Bool, type: TypeRef? = nil) -> Int {
        cells.append(GlobalCell())
        isConstant.append(constant)
        types.append(type)
        isDefined.append(false)
        slotByName[name] = cells.count - 1
        return cells.count - 1
    }

    /// Adds a slot for a declaration of `name` that has not been reached yet, without making
    /// the name point to it (``adopt(_:as:isConstant:type:)`` does, when the declaration
    /// compiles); returns the slot. Function and method bodies written above a top-level
    /// `var` compile against this slot, as Swift's globals are visible to every function.
    func reserve(isConstant constant: Bool) -> Int {
        cells.append(GlobalCell())
        isConstant.append(constant)
        types.append(nil)
        isDefined.append(false)
        return cells.count - 1
    }

    /// Makes `name` point to `slot`, made by ``reserve(isConstant:)``.
    func adopt(_ slot: Int, as name: String, isConstant constant: Bool, type: TypeRef?) {
        isConstant[slot] = constant
        types[slot] = type
        slotByName[name] = slot
    }

    /// Lets go of the cell of `slot`, a declaration that a later one of its name replaced
    /// (the later one has run, so a failed cell can no longer bring it back). Code compiled
    /// against it keeps it as long as that code lives.
    func retire(_ slot: Int) {
        guard cells.indices.contains(slot), !slotByName.values.contains(slot) else { return }
        cells[slot] = GlobalCell.retired
        overloads[slot] = nil
    }

    /// Starts the overload set of a function slot, keeping the overloads of the name's
    /// previous slot whose signatures differ (a later cell adds an overload, as the REPL does).
    func startOverloads(slot: Int, signature: String, carryingFrom previous: Int?) {
        var carried: [(signature: String, function: FunctionValue)] = []
        if let previous, let old = overloads[previous] { carried = old.functions.filter { $0.signature != signature } }
        overloads[slot] = Overloads(signatures: carried.map(\.signature) + [signature], functions: carried)
    }

    /// Records a declared function in its slot's overload set.
    func addOverload(_ function: FunctionValue, signature: String, slot: Int) {
        let set = overloads[slot] ?? Overloads(signatures: [signature], functions: [])
        set.functions.removeAll { $0.signature == signature }
        set.functions.append((signature, function))
        overloads[slot] = set
    }

    /// The current value of `name`, when defined.
    func value(of name: String) -> Value? {
        guard let slot = slotByName[name], isDefined[slot] else { return nil }
        return cells[slot].pointee
    }

    /// Every defined name.
    var definedNames: [String] {
        slotByName.filter { isDefined[$0.value] }.map(\.key)
    }
}
