import XCTest
@testable import ChartRaster

final class SVGRasterizerTests: XCTestCase {
    private let square = """
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">\
        <rect width="10" height="10" fill="#ff0000"/><rect x="5" width="5" height="10" fill="#0000ff"/></svg>
        """

    func testPNGStartsWithTheSignatureAndHasTheAskedSize() throws {
        let bytes = try SVGRasterizer.png(svg: square, pixelWidth: 20, pixelHeight: 20)
        XCTAssertEqual(Array(bytes.prefix(8)), PNGImage.signature)
        let pixels = try XCTUnwrap(PNGDecoding.decode(bytes))
        XCTAssertEqual(pixels.width, 20)
        XCTAssertEqual(pixels.height, 20)
    }

    func testTheDocumentIsScaledToFillThePicture() throws {
        let pixels = try XCTUnwrap(PNGDecoding.decode(try SVGRasterizer.png(svg: square, pixelWidth: 20, pixelHeight: 20)))
        XCTAssertEqual(pixels.argb[10 * 20 + 2], 0xFFFF_0000, "left half red")
        XCTAssertEqual(pixels.argb[10 * 20 + 17], 0xFF00_00FF, "right half blue")
    }

    func testMalformedSVGIsAnErrorNamingTheProblem() {
        XCTAssertThrowsError(try SVGRasterizer.png(svg: "<svg", pixelWidth: 10, pixelHeight: 10)) { error in
            guard case RasterError.unreadableSVG(let message) = error else { return XCTFail("\(error)") }
            XCTAssertFalse(message.isEmpty)
        }
    }

    func testPicturesBeyondTheLimitsAreRefusedBeforeAllocating() {
        XCTAssertThrowsError(try SVGRasterizer.png(svg: square, pixelWidth: 20_000, pixelHeight: 10)) { error in
            XCTAssertEqual(error as? RasterError, .tooLarge(width: 20_000, height: 10))
        }
        XCTAssertThrowsError(try SVGRasterizer.png(svg: square, pixelWidth: 10_000, pixelHeight: 10_000))
        XCTAssertThrowsError(try SVGRasterizer.png(svg: square, pixelWidth: 0, pixelHeight: 10))
    }
}
