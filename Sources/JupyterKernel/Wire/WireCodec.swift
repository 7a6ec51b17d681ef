import JupyterEngine

/// Turns multipart ZeroMQ messages into `Message`s and back, checking and adding signatures.
///
/// Frames are: identities…, `<IDS|MSG>`, signature, header, parent header, metadata,
/// content, buffers…. Incoming messages are refused when unsigned, replayed (the signature was
/// seen before) or wrongly signed, in that order, as jupyter_client does. Safe to use from
/// several threads: the digest history is guarded by a lock.
public final class WireCodec: @unchecked Sendable {
    /// The frame that ends the routing identities.
    public static let delimiter: [UInt8] = Array("<IDS|MSG>".utf8)

    /// Signs outgoing and checks incoming messages.
    public let signer: MessageSigner
    private var history: DigestHistory
    private let lock = Lock()

    /// Creates a codec for `signer`, remembering up to `historyCapacity` signatures.
    public init(signer: MessageSigner, historyCapacity: Int = 1 << 16) {
        self.signer = signer
        self.history = DigestHistory(capacity: historyCapacity)
    }

    /// Decodes and verifies one multipart message.
    public func decode(_ frames: [[UInt8]]) throws -> Message {
        guard let delimiterIndex = frames.firstIndex(of: Self.delimiter) else { throw WireError.missingDelimiter }
        let rest = frames[(delimiterIndex + 1)...]
        guard rest.count >= 5 else { throw WireError.tooFewFrames(count: rest.count) }
        let signature = rest[rest.startIndex]
        let jsonFrames = Array(rest[(rest.startIndex + 1)..<(rest.startIndex + 5)])
        if signer.isSigning {
            guard !signature.isEmpty else { throw WireError.unsigned }
            lock.lock()
            let isReplay = history.contains(signature)
            lock.unlock()
            if isReplay { throw WireError.duplicateSignature }
            guard signer.isValid(signature, for: jsonFrames) else { throw WireError.invalidSignature }
            lock.lock()
            history.insert(signature)
            lock.unlock()
        }
        let names = ["header", "parent_header", "metadata", "content"]
        var objects: [[String: JSONValue]] = []
        var unreadableContent: String?
        for (name, frame) in zip(names, jsonFrames) {
            let value: JSONValue
            do {
                value = try JSONReader.parse(frame)
            } catch let error as JSONError {
                // A signed request whose content alone cannot be read is still answered.
                guard name == "content" else { throw WireError.malformedJSON(frame: name, reason: error) }
                unreadableContent = "the request's content is not valid JSON: \(error)"
                objects.append([:])
                continue
            }
            guard let object = value.objectValue else {
                guard name == "content" else { throw WireError.notAnObject(frame: name) }
                unreadableContent = "the request's content is not a JSON object"
                objects.append([:])
                continue
            }
            objects.append(object)
        }
        guard objects[0]["msg_type"]?.stringValue != nil else { throw WireError.missingMessageType }
        var message = Message(identities: Array(frames[..<delimiterIndex]), header: objects[0], parentHeader: objects[1],
                              metadata: objects[2], content: objects[3], buffers: Array(rest.dropFirst(5)))
        message.unreadableContent = unreadableContent
        return message
    }

    /// Encodes and signs `message` as frames ready to send.
    public func encode(_ message: Message) -> [[UInt8]] {
        let jsonFrames = [
            JSONWriter.bytes(of: .object(message.header)),
            JSONWriter.bytes(of: .object(message.parentHeader)),
            JSONWriter.bytes(of: .object(message.metadata)),
            JSONWriter.bytes(of: .object(message.content)),
        ]
        var frames = message.identities
        frames.reserveCapacity(frames.count + 6 + message.buffers.count)
        frames.append(Self.delimiter)
        frames.append(signer.signature(of: jsonFrames))
        frames.append(contentsOf: jsonFrames)
        frames.append(contentsOf: message.buffers)
        return frames
    }
}
