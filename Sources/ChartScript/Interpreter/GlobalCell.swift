/// The storage of one global variable or function: the store holds it while its declaration
/// is the one its name means, and compiled code that names it holds it too, so a name
/// declared again in a later cell frees the value it held once no function or closure
/// compiled against the old declaration is left.
final class GlobalCell {
    /// Where the value is; compiled code reads and writes through it directly.
    let pointer: UnsafeMutablePointer<Value>

    init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: .void)
    }

    deinit {
        ValueRelease.release(pointer.move())
        pointer.deallocate()
    }

    /// The value.
    @inline(__always)
    var pointee: Value {
        get { pointer.pointee }
        set { ValueRelease.replace(pointer, with: newValue) }
    }

    /// Stands in the store for declarations no name means any longer.
    static let retired = GlobalCell()
}
