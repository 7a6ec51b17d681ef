import XCTest
@testable import JupyterKernel

final class MessageSignerTests: XCTestCase {
    private let frames: [[UInt8]] = [Array("{\"a\":1}".utf8), Array("{}".utf8), Array("{}".utf8), Array("{\"b\":2}".utf8)]

    func testSignatureIsHexHMACSHA256OfTheConcatenatedFrames() {
        // HMAC-SHA256 of "{\"a\":1}{}{}{\"b\":2}" with key "secret" (checked with Python's hmac module).
        let signer = MessageSigner(key: Array("secret".utf8))
        let expected = "9b14d94617bffb278285cea390d9dc17e01ec3188dba313f9548021906557a7b"
        let signature = String(decoding: signer.signature(of: frames), as: UTF8.self)
        XCTAssertEqual(signature.count, 64)
        XCTAssertEqual(signature, expected)
    }

    func testKnownRFC4231Vector() {
        // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
        let signer = MessageSigner(key: Array("Jefe".utf8))
        let signature = signer.signature(of: [Array("what do ya want ".utf8), Array("for nothing?".utf8)])
        XCTAssertEqual(String(decoding: signature, as: UTF8.self),
                       "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    func testValidSignatureIsAcceptedAndAlteredOnesAreNot() {
        let signer = MessageSigner(key: Array("secret".utf8))
        let signature = signer.signature(of: frames)
        XCTAssertTrue(signer.isValid(signature, for: frames))
        var altered = signature
        altered[0] = altered[0] == UInt8(ascii: "a") ? UInt8(ascii: "b") : UInt8(ascii: "a")
        XCTAssertFalse(signer.isValid(altered, for: frames))
        XCTAssertFalse(signer.isValid([], for: frames))
        XCTAssertFalse(signer.isValid(Array(signature.prefix(10)), for: frames))
        XCTAssertFalse(MessageSigner(key: Array("other".utf8)).isValid(signature, for: frames))
    }

    func testEmptyKeyDisablesSigning() {
        let signer = MessageSigner(key: [])
        XCTAssertFalse(signer.isSigning)
        XCTAssertEqual(signer.signature(of: frames), [])
        XCTAssertTrue(signer.isValid([], for: frames))
    }
}
