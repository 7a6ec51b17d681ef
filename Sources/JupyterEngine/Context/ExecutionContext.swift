/// What a running cell can do besides returning a result: write to stdout or stderr, show
/// displays now, update or clear them, ask the person for input, and talk over comms.
///
/// The kernel gives one to every `execute` and comm call; it publishes on IOPub with the
/// right parent header. With `silent` requests, publishing methods do nothing.
public protocol ExecutionContext: AnyObject {
    /// Writes text to the cell's `stdout` or `stderr` stream.
    func write(_ text: String, to stream: StandardStream)

    /// Shows `bundle` now (`display_data`). With a `displayID`, later updates can replace it.
    func display(_ bundle: MimeBundle, displayID: String?)

    /// Replaces every output shown with `displayID` (`update_display_data`).
    func updateDisplay(_ bundle: MimeBundle, displayID: String)

    /// Clears the cell's output; with `wait`, only when the next output arrives.
    func clearOutput(wait: Bool)

    /// Asks the person for a line of input on the stdin channel and waits for it.
    /// Throws `InputError.notAllowed` when the front end does not accept input requests.
    func readInput(prompt: String, isPassword: Bool) throws -> String

    /// Opens a comm from the kernel to `targetName` (for example `jupyter.widget`).
    func openComm(targetName: String, data: JSONValue, metadata: JSONValue, buffers: [[UInt8]]) -> Comm

    /// Sends `data` on an open comm.
    func send(_ data: JSONValue, on comm: Comm, metadata: JSONValue, buffers: [[UInt8]])

    /// Closes a comm from the kernel's side.
    func close(_ comm: Comm, data: JSONValue)
}
