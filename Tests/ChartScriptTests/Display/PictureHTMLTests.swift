import XCTest
import JupyterEngine
@testable import ChartScript

/// A widget's picture as HTML: an `<img>` whose data URL decodes to the SVG and whose `alt`
/// text is escaped.
final class PictureHTMLTests: XCTestCase {
    func testThePictureIsAnImgWithItsSVGAndItsAltText() throws {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"4\"><text>é</text></svg>"
        let html = PictureHTML.image(svg: svg, alt: "Dropdown \"Size\": <small> & more", width: 9.5, height: 4)
        let bundle = MimeBundle(data: ["text/html": .string(html)])
        XCTAssertTrue(html.hasPrefix("<img "), html)
        XCTAssertEqual(bundle.pictureSVG, svg)
        XCTAssertTrue(html.contains(#"alt="Dropdown &quot;Size&quot;: &lt;small&gt; &amp; more""#), html)
        XCTAssertTrue(html.contains(#"width="10" height="4""#), html)
    }

    func testASizeThatIsNotANumberStillGivesAnImage() {
        let html = PictureHTML.image(svg: "<svg/>", alt: "x", width: .infinity, height: .nan)
        XCTAssertTrue(html.contains(#"width="1" height="1""#), html)
    }
}
