import XCTest
import JupyterEngine
@testable import JupyterKernel

final class WireCodecTests: XCTestCase {
    private let key = Array("key".utf8)

    private func request(_ content: [String: JSONValue] = ["code": "1"]) -> Message {
        Message(identities: [Array("client-1".utf8)], header: ["msg_id": "m1", "msg_type": "execute_request", "version": "5.4"],
                content: content, buffers: [[0, 1, 2]])
    }

    func testEncodedMessageDecodesToTheSameParts() throws {
        let codec = WireCodec(signer: MessageSigner(key: key))
        let frames = codec.encode(request())
        XCTAssertEqual(frames[0], Array("client-1".utf8))
        XCTAssertEqual(frames[1], WireCodec.delimiter)
        XCTAssertEqual(frames.count, 8)
        let decoded = try WireCodec(signer: MessageSigner(key: key)).decode(frames)
        XCTAssertEqual(decoded.identities, [Array("client-1".utf8)])
        XCTAssertEqual(decoded.messageType, "execute_request")
        XCTAssertEqual(decoded.content, ["code": "1"])
        XCTAssertEqual(decoded.buffers, [[0, 1, 2]])
    }

    func testSignatureCoversJSONFramesButNotBuffers() throws {
        var frames = WireCodec(signer: MessageSigner(key: key)).encode(request())
        frames[frames.count - 1] = [9, 9]
        XCTAssertEqual(try WireCodec(signer: MessageSigner(key: key)).decode(frames).buffers, [[9, 9]])
        frames[5] = Array("{\"code\":\"2\"}".utf8)
        XCTAssertThrowsError(try WireCodec(signer: MessageSigner(key: key)).decode(frames)) {
            XCTAssertEqual($0 as? WireError, .invalidSignature)
        }
    }

    func testReplayedMessageIsRefused() throws {
        let codec = WireCodec(signer: MessageSigner(key: key))
        let frames = codec.encode(request())
        XCTAssertNoThrow(try codec.decode(frames))
        XCTAssertThrowsError(try codec.decode(frames)) { XCTAssertEqual($0 as? WireError, .duplicateSignature) }
    }

    func testUnsignedMessageIsRefusedWhenAKeyIsSet() {
        var frames = WireCodec(signer: MessageSigner(key: [])).encode(request())
        frames[2] = []
        XCTAssertThrowsError(try WireCodec(signer: MessageSigner(key: key)).decode(frames)) {
            XCTAssertEqual($0 as? WireError, .unsigned)
        }
    }

    func testEmptyKeyAcceptsUnsignedMessages() throws {
        let codec = WireCodec(signer: MessageSigner(key: []))
        let frames = codec.encode(request())
        XCTAssertEqual(frames[2], [])
        XCTAssertEqual(try codec.decode(frames).messageID, "m1")
        XCTAssertNoThrow(try codec.decode(frames), "without signing there is no replay check")
    }

    func testMalformedFramesAreReportedNotCrashed() {
        let codec = WireCodec(signer: MessageSigner(key: []))
        XCTAssertThrowsError(try codec.decode([Array("garbage".utf8)])) { XCTAssertEqual($0 as? WireError, .missingDelimiter) }
        XCTAssertThrowsError(try codec.decode([WireCodec.delimiter, [], [1]])) { XCTAssertEqual($0 as? WireError, .tooFewFrames(count: 2)) }
        let brokenJSON: [[UInt8]] = [WireCodec.delimiter, [], Array("{".utf8), Array("{}".utf8), Array("{}".utf8), Array("{}".utf8)]
        XCTAssertThrowsError(try codec.decode(brokenJSON)) {
            guard case .malformedJSON(let frame, _)? = $0 as? WireError else { return XCTFail("\($0)") }
            XCTAssertEqual(frame, "header")
        }
        let notObject: [[UInt8]] = [WireCodec.delimiter, [], Array("{\"msg_type\":\"x\"}".utf8), Array("[]".utf8), Array("{}".utf8), Array("{}".utf8)]
        XCTAssertThrowsError(try codec.decode(notObject)) { XCTAssertEqual($0 as? WireError, .notAnObject(frame: "parent_header")) }
        let noType: [[UInt8]] = [WireCodec.delimiter, [], Array("{}".utf8), Array("{}".utf8), Array("{}".utf8), Array("{}".utf8)]
        XCTAssertThrowsError(try codec.decode(noType)) { XCTAssertEqual($0 as? WireError, .missingMessageType) }
    }

    func testASignedRequestWhoseContentIsNotUnicodeIsKeptToBeAnswered() throws {
        let codec = WireCodec(signer: MessageSigner(key: key))
        var frames = codec.encode(request())
        frames[6] = Array(#"{"code": "print(\"\ud800\")"}"#.utf8)
        frames[2] = MessageSigner(key: key).signature(of: Array(frames[3...6]))
        let decoded = try WireCodec(signer: MessageSigner(key: key)).decode(frames)
        XCTAssertEqual(decoded.messageID, "m1")
        XCTAssertEqual(decoded.content, [:])
        XCTAssertEqual(decoded.unreadableContent,
                       "the request's content is not valid JSON: a lone surrogate \\uD800 at line 1, column 8 of 'code' (offset 18 of the JSON text)")
        frames[6] = Array(#"{"code": ""#.utf8) + [0xFF] + Array(#""}"#.utf8)
        frames[2] = MessageSigner(key: key).signature(of: Array(frames[3...6]))
        XCTAssertEqual(try WireCodec(signer: MessageSigner(key: key)).decode(frames).unreadableContent?.contains("0xFF"), true)
        frames[2] = Array("0000".utf8)
        XCTAssertThrowsError(try WireCodec(signer: MessageSigner(key: key)).decode(frames), "a forged request is still dropped")
    }

    /// Found by the wire fuzzer: a header number beyond a Double's range was read as infinity,
    /// which the encoder writes as null, so the message changed on its way back out.
    func testAHeaderNumberBeyondADoublesRangeIsReportedNotReadAsInfinity() {
        let header = Array("{\"msg_id\": \"a1\", \"msg_type\": \"kernel_info_request\", \"session\": 4444444444e44443164}".utf8)
        let frames: [[UInt8]] = [WireCodec.delimiter, [], header, Array("{}".utf8), Array("{}".utf8), Array("{}".utf8)]
        XCTAssertThrowsError(try WireCodec(signer: MessageSigner(key: [])).decode(frames)) {
            XCTAssertEqual($0 as? WireError, .malformedJSON(frame: "header", reason: .numberOutOfRange(offset: 63)))
        }
    }
}
