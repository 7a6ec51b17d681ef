import ChartCore
import FoundationEssentials

/// A small SVG picture (a colour editor's, a dropdown's) as `text/html`: an `<img>` with the SVG
/// as a data URL and `alt` text saying what it shows.
///
/// JupyterLab shows an `image/svg+xml` output as an `<img>` without `alt`, so a screen reader
/// meets an unnamed picture; this markup names it. It is the picture's one copy in the bundle
/// (front ends rank `text/html` above `image/svg+xml`), and survives the sanitiser of a notebook
/// the front end does not trust (`img` with `src` and `alt` are allowed), where inline SVG would not.
/// A widget's picture comes drawn twice (`themed`), so that it follows a dark JupyterLab theme
/// as a chart does: an `<img>` cannot take the page's styles.
enum PictureHTML {
    /// The class of the picture drawn for a light page.
    static let lightClass = "chartscript-picture-light"
    /// The class of the picture drawn for a dark page, hidden until a dark page shows it.
    static let darkClass = "chartscript-picture-dark"

    /// Under a dark JupyterLab theme, in markup the sanitiser left intact, the dark picture
    /// takes the light one's place.
    static let themeRules = "\(ThemeFollowingHTML.darkPage) [\(ThemeFollowingHTML.intactAttribute)]>.\(lightClass){display:none !important}"
        + "\(ThemeFollowingHTML.darkPage) [\(ThemeFollowingHTML.intactAttribute)]>.\(darkClass){display:inline !important}"

    /// `svg` as an `<img>` of `width` × `height` pixels whose text alternative is `alt`.
    static func image(svg: String, alt: String, width: Double, height: Double) -> String {
        image(svg: svg, alt: alt, width: width, height: height, attributes: "")
    }

    /// The picture for a light page (`light`) and for a dark one (`dark`), one shown at a time:
    /// the light one unless the page is in a dark JupyterLab theme (`themeRules`). A sanitised
    /// view drops the style sheet and shows the light one; the dark one keeps its own
    /// `display:none`. Both carry `alt`, and only the one shown is in the accessibility tree.
    static func themed(light: String, dark: String, alt: String, width: Double, height: Double) -> String {
        "<span class=\"chartscript-picture-pair\" \(ThemeFollowingHTML.intactAttribute)=\"\"><style>\(themeRules)</style>"
            + image(svg: light, alt: alt, width: width, height: height, attributes: " class=\"chartscript-picture-image \(lightClass)\"")
            + image(svg: dark, alt: alt, width: width, height: height,
                    attributes: " class=\"chartscript-picture-image \(darkClass)\" hidden style=\"display:none\"")
            + "</span>"
    }

    private static func image(svg: String, alt: String, width: Double, height: Double, attributes: String) -> String {
        let source = "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString()
        let classes = attributes.isEmpty ? " class=\"chartscript-picture-image\"" : attributes
        return "<img\(classes) src=\"\(source)\" alt=\"\(XMLEscaping.escapeAttribute(alt))\""
            + " width=\"\(pixels(width))\" height=\"\(pixels(height))\">"
    }

    /// A size in whole pixels, from 1 to 100 000.
    private static func pixels(_ size: Double) -> Int {
        guard size.isFinite else { return 1 }
        return Int(min(max(size.rounded(.up), 1), 100_000))
    }
}
