import Foundation
import JupyterEngine
@testable import ChartScript

extension MimeBundle {
    /// The chart's SVG in this display: the one copy, inside its `text/html`; nil without one.
    var chartSVG: String? { data["text/html"]?.stringValue.flatMap(ThemeFollowingHTML.svg(in:)) }

    /// The SVG of a widget's picture (`PictureHTML`): the `<img>`'s data URL decoded; nil without one.
    var pictureSVG: String? {
        guard let html = data["text/html"]?.stringValue,
              let start = html.range(of: "data:image/svg+xml;base64,"),
              let end = html[start.upperBound...].firstIndex(of: "\""),
              let bytes = Data(base64Encoded: String(html[start.upperBound..<end])) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `alt` text of a widget's picture; nil without one.
    var pictureAlt: String? {
        guard let html = data["text/html"]?.stringValue, let start = html.range(of: " alt=\""),
              let end = html[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(html[start.upperBound..<end])
    }
}
