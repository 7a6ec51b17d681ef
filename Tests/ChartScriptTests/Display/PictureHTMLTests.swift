import XCTest
import Foundation
@testable import ChartCore
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

    func testAThemedPictureShowsTheLightOneUnlessADarkPageShowsTheDarkOne() throws {
        let light = ColorEditorPicture.svg(of: Color(red: 0.9, green: 0.1, blue: 0.1))
        let dark = ColorEditorPicture.svg(of: Color(red: 0.9, green: 0.1, blue: 0.1), appearance: .dark)
        XCTAssertNotEqual(light, dark)
        let html = PictureHTML.themed(light: light, dark: dark, alt: "Color editor", width: 440, height: 112)
        let images = html.matches(of: #/<img class="chartscript-picture-image (chartscript-picture-\w+)"( hidden style="display:none")? src="data:image/svg\+xml;base64,([^"]+)" alt="Color editor"/#)
        XCTAssertEqual(images.map { String($0.1) }, ["chartscript-picture-light", "chartscript-picture-dark"], html)
        XCTAssertNil(images.first?.2, "the light picture shows by itself")
        XCTAssertNotNil(images.last?.2, "the dark picture is hidden by its own style")
        XCTAssertEqual(images.map { Data(base64Encoded: String($0.3)).flatMap { String(data: $0, encoding: .utf8) } }, [light, dark])
        XCTAssertEqual(MimeBundle(data: ["text/html": .string(html)]).pictureSVG, light, "readers of the picture get the light one first")
        XCTAssertTrue(html.contains(##"body[data-jp-theme-light="false"] [data-chartscript-intact]>.chartscript-picture-dark{display:inline !important}"##))
        XCTAssertTrue(html.contains(##"body[data-jp-theme-light="false"] [data-chartscript-intact]>.chartscript-picture-light{display:none !important}"##))
    }

    func testTheDarkPicturesKeepTheirTextReadableAndTheSwatchItsColour() {
        let color = Color(red: 0.2, green: 0.6, blue: 0.3)
        let dark = ColorEditorPicture.svg(of: color, appearance: .dark)
        XCTAssertTrue(dark.contains("fill=\"\(DarkCounterparts.darkBackground.hexString)\""), dark)
        XCTAssertTrue(dark.contains("fill=\"\(color.hexString)\""), "the swatch shows the colour itself: \(dark)")
        let text = Theme.plainBlack.style.textColor
        XCTAssertTrue(dark.contains("fill=\"\(text.hexString)\""), dark)
        XCTAssertGreaterThanOrEqual(text.contrastRatio(with: DarkCounterparts.darkBackground), 4.5)
        let dropdown = DropdownPicture.svg(description: "Size", options: ["small", "large"], selection: "small", appearance: .dark)
        XCTAssertTrue(dropdown.contains("fill=\"\(text.hexString)\""), dropdown)
        XCTAssertFalse(dropdown.contains("fill=\"#FFFFFF\""), "no white box on a dark page: \(dropdown)")
    }

    func testASizeThatIsNotANumberStillGivesAnImage() {
        let html = PictureHTML.image(svg: "<svg/>", alt: "x", width: .infinity, height: .nan)
        XCTAssertTrue(html.contains(#"width="1" height="1""#), html)
    }
}
