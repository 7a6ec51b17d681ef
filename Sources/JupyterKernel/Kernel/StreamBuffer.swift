import Dispatch
import JupyterEngine

/// Collects a cell's stdout and stderr text and publishes it in batches, so that a loop
/// printing thousands of lines sends a few `stream` messages instead of thousands.
///
/// Text is published when the stream changes, before any other output, when more than
/// `maximumBytes` wait, and by a timer at most `interval` after it was written. Safe from any
/// thread.
final class StreamBuffer: @unchecked Sendable {
    /// How long text may wait before the timer sends it.
    static let interval: DispatchTimeInterval = .milliseconds(50)
    /// How much text may wait before it is sent at once.
    static let maximumBytes = 64 * 1024

    private let lock = Lock()
    private var stream: StandardStream?
    private var text = ""
    private var timer: DispatchSourceTimer?
    private let publish: (StandardStream, String) -> Void

    /// Creates a buffer that hands batches to `publish`.
    init(publish: @escaping (StandardStream, String) -> Void) {
        self.publish = publish
    }

    deinit {
        timer?.cancel()
    }

    /// Adds `addition` to `target`'s pending text.
    func write(_ addition: String, to target: StandardStream) {
        lock.lock()
        if let stream, stream != target { sendLocked() }
        stream = target
        text += addition
        if text.utf8.count >= Self.maximumBytes {
            sendLocked()
        } else if timer == nil {
            startTimerLocked()
        }
        lock.unlock()
    }

    /// Sends whatever is pending now.
    func flush() {
        lock.lock()
        sendLocked()
        lock.unlock()
    }

    private func sendLocked() {
        timer?.cancel()
        timer = nil
        guard let stream, !text.isEmpty else { return }
        publish(stream, text)
        text = ""
    }

    private func startTimerLocked() {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + Self.interval)
        timer.setEventHandler { [weak self] in self?.flush() }
        self.timer = timer
        timer.resume()
    }
}
