import CCrypto

/// Signs and checks Jupyter messages with HMAC-SHA256, as named by the connection file's
/// `signature_scheme`.
///
/// The signature is the lowercase hex HMAC of the four JSON frames (header, parent header,
/// metadata, content) in that order; buffers are not signed. An empty key disables signing:
/// signatures are empty and every message is accepted.
public struct MessageSigner: Sendable {
    /// The shared secret from the connection file.
    public let key: [UInt8]
    private let context: HMACContext?

    /// Whether messages are signed at all (the key is not empty).
    public var isSigning: Bool { !key.isEmpty }

    /// Creates a signer with `key` (the connection file's `key`, as UTF-8).
    public init(key: [UInt8]) {
        self.key = key
        self.context = key.isEmpty ? nil : HMACContext(key: key)
    }

    /// The hex signature of `frames`, or no bytes when signing is disabled.
    public func signature<Frames: Sequence>(of frames: Frames) -> [UInt8] where Frames.Element == [UInt8] {
        guard isSigning else { return [] }
        guard let digest = context?.authenticationCode(of: frames) else { return [] }
        return Self.hex(digest)
    }

    /// Whether `signature` is the right one for `frames`, compared in constant time.
    /// Always true when signing is disabled.
    public func isValid<Frames: Sequence>(_ signature: [UInt8], for frames: Frames) -> Bool where Frames.Element == [UInt8] {
        guard isSigning else { return true }
        let expected = self.signature(of: frames)
        guard !expected.isEmpty, expected.count == signature.count else { return false }
        let difference = expected.withUnsafeBufferPointer { left in
            signature.withUnsafeBufferPointer { right in
                CRYPTO_memcmp(left.baseAddress, right.baseAddress, left.count)
            }
        }
        return difference == 0
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    private static func hex<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var output: [UInt8] = []
        output.reserveCapacity(64)
        for byte in bytes {
            output.append(hexDigits[Int(byte >> 4)])
            output.append(hexDigits[Int(byte & 0x0F)])
        }
        return output
    }
}
