import JupyterEngine
import JupyterKernel

/// The wire decoder on any frames (the input split at zero bytes), signed with the right
/// signature when the first byte is odd, so that both the checks and what follows them are
/// reached; a decoded message must encode and decode to the same message.
enum WireTarget: FuzzTarget {
    static let name = "wire"
    static let key = Array("fuzzing-key".utf8)

    static func run(_ input: [UInt8]) {
        guard let mode = input.first else { return }
        var frames = input.dropFirst().split(separator: 0, omittingEmptySubsequences: false).map { Array($0) }
        let signs = mode & 1 == 1
        let signer = MessageSigner(key: signs ? key : [])
        if signs, let delimiter = frames.firstIndex(of: WireCodec.delimiter), frames.count > delimiter + 5 {
            frames[delimiter + 1] = signer.signature(of: frames[(delimiter + 2)..<(delimiter + 6)])
        }
        guard let message = try? WireCodec(signer: signer).decode(frames) else { return }
        let encoded = WireCodec(signer: signer).encode(message)
        guard let again = try? WireCodec(signer: signer).decode(encoded) else {
            fatalError("an encoded message does not decode")
        }
        if again.header != message.header || again.content != message.content || again.buffers != message.buffers {
            fatalError("a message changes on a round trip through the wire")
        }
    }
}
