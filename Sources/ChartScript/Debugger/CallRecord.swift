/// One running call compiled for debugging (a cell, function, method, initializer or closure):
/// its name for the call stack, and the statement it is at with the frame that statement runs
/// in, which each statement writes as it starts.
///
/// The frame and site are held without counting references: the statement writing them is
/// running, so both are alive whenever the debugger reads them (only while that statement or a
/// call it made is stopped).
final class CallRecord {
    /// The name shown in the call stack: `cell [3]`, `average(_:)`, `Point.moved(by:)`, `closure`.
    let name: String
    /// The frame of the statement running now.
    unowned(unsafe) var frame: Frame
    /// The statement running now (``StatementSite/none`` before the first).
    unowned(unsafe) var site: StatementSite

    init(name: String) {
        self.name = name
        frame = Self.noFrame
        site = StatementSite.none
    }

    /// A frame standing for "none yet".
    static let noFrame = Frame(size: 1, parent: nil)
}
