#if canImport(Glibc)
import Glibc
#endif

/// Frees values one level at a time, so that a value nested millions deep (an `[Any]`
/// wrapped in itself in a loop, a chain of closures each calling the one before, a long
/// linked list of class instances) is freed in a loop instead of a recursion that would
/// overflow the stack.
///
/// Swift frees a value by freeing what it holds first, recursively. Here the places that
/// hold values and let them go (frames, class instances, tuples, enum payloads, variables
/// being assigned) hand them to ``release(_:)`` instead. The first such release on a thread
/// frees values from a list until it is empty; any release that happens while it does so
/// (a nested value whose last reference went) only joins the list. Arrays, dictionaries and
/// optionals, whose storage Swift frees itself, are opened first when nothing else holds
/// them: their nested elements join the list, so freeing the storage frees no nested value.
///
/// Values are freed in the order Swift frees them (a class's `deinit` runs before those of
/// the instances it holds, fields and elements in order).
enum ValueRelease {
    /// What one thread is freeing.
    final class State {
        /// Whether a release on this thread is emptying ``pending`` now.
        var isReleasing = false
        /// Values whose last reference is held here, to free after the one being freed; the
        /// next to free is last.
        var pending: [Value] = []
    }

    /// Lets `value` go; when it held the last reference to nested values, they are freed
    /// without recursing on the stack.
    @inline(__always)
    static func release(_ value: consuming Value) {
        if value.holdsNoNestedValues { return }
        releaseNested(consume value)
    }

    /// Replaces the value at `target` with `value`, letting the old one go through ``release(_:)``.
    @inline(__always)
    static func replace(_ target: UnsafeMutablePointer<Value>, with value: Value) {
        let old = target.move()
        target.initialize(to: value)
        release(consume old)
    }

    /// Assigns `value` to `target`, letting the old value go through ``release(_:)`` (how a
    /// variable assignment lets its old value go).
    @inline(__always)
    static func assign(_ target: inout Value, _ value: Value) {
        var old = value
        swap(&target, &old)
        release(consume old)
    }

    /// Lets go of the `count` values at `base` (a frame's slots), leaving the memory uninitialized.
    @inline(__always)
    static func releaseAll(_ base: UnsafeMutablePointer<Value>, count: Int) {
        var index = 0
        while index < count, base[index].holdsNoNestedValues { index += 1 }
        if index == count {
            base.deinitialize(count: count)
            return
        }
        releaseAllNested(base, count: count)
    }

    /// Lets go of `values` (the fields of an instance being freed), leaving it empty.
    @inline(__always)
    static func releaseAll(_ values: inout [Value]) {
        if values.allSatisfy(\.holdsNoNestedValues) { return }
        release(.array(ArrayValue(.values(take(&values)))))
    }

    @inline(never)
    private static func releaseAllNested(_ base: UnsafeMutablePointer<Value>, count: Int) {
        if count <= 8, heldElsewhere(base, count: count) {
            // Letting these go frees nothing (`self` in a method's frame, arguments the caller holds).
            base.deinitialize(count: count)
            return
        }
        let state = State.current
        // Pushed last to first, so that the first is freed first.
        for index in stride(from: count - 1, through: 0, by: -1) {
            let value = (base + index).move()
            if !value.holdsNoNestedValues { state.pending.append(consume value) }
        }
        if !state.isReleasing { drain(state) }
    }

    /// Whether every value among the `count` at `base` that holds other values is an object
    /// (a class or struct instance, an enum case, a tuple, a closure) that something outside
    /// them also holds, each held by one of them only: then letting them all go frees nothing,
    /// so order does not matter. At most 8 values are looked at.
    private static func heldElsewhere(_ base: UnsafeMutablePointer<Value>, count: Int) -> Bool {
        var seen: (ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?,
                   ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?) = (nil, nil, nil, nil, nil, nil, nil, nil)
        return withUnsafeMutableBytes(of: &seen) { raw in
            let objects = raw.bindMemory(to: ObjectIdentifier?.self)
            for index in 0..<count where !base[index].holdsNoNestedValues {
                guard let object = sharedObject(&base[index]) else { return false }
                for earlier in 0..<index where objects[earlier] == object { return false }
                objects[index] = object
            }
            return true
        }
    }

    /// The object a class or struct instance, enum case, tuple or closure value holds, when
    /// something besides `value` holds it too; `nil` otherwise (and for every other value).
    @inline(__always)
    private static func sharedObject(_ value: inout Value) -> ObjectIdentifier? {
        // Each case takes the object out of `value` first, so that the check sees only the
        // references held elsewhere.
        switch value {
        case .instance(var object):
            value = .void
            defer { value = .instance(object) }
            return isKnownUniquelyReferenced(&object) ? nil : ObjectIdentifier(object)
        case .enumCase(var object):
            value = .void
            defer { value = .enumCase(object) }
            return isKnownUniquelyReferenced(&object) ? nil : ObjectIdentifier(object)
        case .tuple(var object):
            value = .void
            defer { value = .tuple(object) }
            return isKnownUniquelyReferenced(&object) ? nil : ObjectIdentifier(object)
        case .function(var object):
            value = .void
            defer { value = .function(object) }
            return isKnownUniquelyReferenced(&object) ? nil : ObjectIdentifier(object)
        default:
            return nil
        }
    }

    @inline(never)
    private static func releaseNested(_ value: consuming Value) {
        let state = State.current
        state.pending.append(consume value)
        if !state.isReleasing { drain(state) }
    }

    /// Frees the values of `state.pending`, and those their freeing adds, until none is left.
    private static func drain(_ state: State) {
        state.isReleasing = true
        // The value is handed over without a copy, so that only the value itself holds what it holds.
        while !state.pending.isEmpty {
            open(state.pending.removeLast(), into: state)
        }
        state.isReleasing = false
        if state.pending.capacity > 4_096 { state.pending = [] }
    }

    /// Frees `value`. A collection or optional that nothing else holds first hands its nested
    /// values to `state.pending`; class instances, tuples, enum payloads and closures' frames
    /// hand theirs over as they are freed.
    private static func open(_ value: consuming Value, into state: State) {
        // Each step takes out what it needs and empties what it took it from, so that what is
        // taken holds the only reference when nothing else does.
        var owned = consume value
        if var array = takeArray(&owned) {
            guard var items = takeElements(&array) else { return }
            pushNested(&items, into: state)
        } else if var dictionary = takeDictionary(&owned) {
            var items = dictionary.values
            dictionary = DictionaryValue()
            pushNested(&items, into: state)
        } else if let inner = takeWrapped(&owned) {
            if !inner.holdsNoNestedValues { state.pending.append(inner) }
        }
    }

    private static func takeArray(_ value: inout Value) -> ArrayValue? {
        guard case .array(let array) = value else { return nil }
        value = .void
        return array
    }

    private static func takeElements(_ array: inout ArrayValue) -> [Value]? {
        guard case .values(let items) = array.storage else { return nil }
        array.storage = .ints([])
        return items
    }

    private static func takeDictionary(_ value: inout Value) -> DictionaryValue? {
        guard case .dictionary(let dictionary) = value else { return nil }
        value = .void
        return dictionary
    }

    private static func takeWrapped(_ value: inout Value) -> Value? {
        guard case .wrapped(let inner) = value else { return nil }
        value = .void
        return inner
    }

    /// Moves the nested values of `items` to `state.pending` when the array's storage is held
    /// only here (freeing it would free them); a shared storage frees nothing when let go.
    private static func pushNested(_ items: inout [Value], into state: State) {
        guard isUniquelyReferenced(&items) else { return }
        for item in items.reversed() where !item.holdsNoNestedValues {
            state.pending.append(item)
        }
    }

    /// Whether nothing but `items` holds its storage.
    private static func isUniquelyReferenced(_ items: inout [Value]) -> Bool {
        // An array is one reference to its storage object (on Linux, without Objective-C bridging).
        guard MemoryLayout<[Value]>.size == MemoryLayout<AnyObject>.size, !items.isEmpty else { return false }
        var storage = unsafeBitCast(take(&items), to: AnyObject.self)
        let isUnique = isKnownUniquelyReferenced(&storage)
        items = unsafeBitCast(storage, to: [Value].self)
        return isUnique
    }

    /// The array, leaving `values` empty (so the returned array holds the only reference).
    private static func take(_ values: inout [Value]) -> [Value] {
        var taken: [Value] = []
        swap(&taken, &values)
        return taken
    }
}

extension ValueRelease.State {
    /// The state of the running thread.
    static var current: ValueRelease.State {
        if let stored = pthread_getspecific(key) { return Unmanaged<ValueRelease.State>.fromOpaque(stored).takeUnretainedValue() }
        let state = ValueRelease.State()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    /// The thread-specific key, whose destructor frees a finished thread's state.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { stored in
            guard let stored else { return }
            Unmanaged<ValueRelease.State>.fromOpaque(stored).release()
        }
        return key
    }()
}

extension Value {
    /// Whether freeing the value can free no other value of the language (numbers, strings,
    /// ranges, arrays of numbers or strings, native values), so it needs no care.
    @inline(__always)
    var holdsNoNestedValues: Bool {
        switch self {
        case .array(let array):
            if case .values = array.storage { return false }
            return true
        case .dictionary, .set, .tuple, .function, .instance, .enumCase, .wrapped:
            return false
        default:
            return true
        }
    }
}
