import ChartCore
import Foundation

/// A small SVG picture (a colour editor's, a dropdown's) as `text/html`: an `<img>` with the SVG
/// as a data URL and `alt` text saying what it shows.
///
/// JupyterLab shows an `image/svg+xml` output as an `<img>` without `alt`, so a screen reader
/// meets an unnamed picture; this markup names it. It is the picture's one copy in the bundle
/// (front ends rank `text/html` above `image/svg+xml`), and survives the sanitiser of a notebook
/// the front end does not trust (`img` with `src` and `alt` are allowed), where inline SVG would not.
enum PictureHTML {
    /// `svg` as an `<img>` of `width` × `height` pixels whose text alternative is `alt`.
    static func image(svg: String, alt: String, width: Double, height: Double) -> String {
        let source = "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString()
        return "<img class=\"chartscript-picture-image\" src=\"\(source)\" alt=\"\(XMLEscaping.escapeAttribute(alt))\""
            + " width=\"\(pixels(width))\" height=\"\(pixels(height))\">"
    }

    /// A size in whole pixels, from 1 to 100 000.
    private static func pixels(_ size: Double) -> Int {
        guard size.isFinite else { return 1 }
        return Int(min(max(size.rounded(.up), 1), 100_000))
    }
}
