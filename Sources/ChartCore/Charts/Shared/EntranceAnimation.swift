/// The optional entrance animation, in CSS inside the SVG (runs in browsers, also inside
/// JupyterLab's <img>; static renderers ignore it and show the finished chart).
///
/// Solid lines draw themselves with stroke-dashoffset keyframes; dashed lines, fills and
/// points fade in. Every keyframe animates *from* the hidden state, so the state without
/// animation is the finished chart.
struct EntranceAnimation {
    /// 0 = none, 1 = slowest … 10 = fastest (BEMSimpleLineGraph's animationGraphEntranceSpeed).
    var speed: Int
    /// Keyframe names are prefixed with this (the document's id prefix).
    var prefix: String

    var isEnabled: Bool { speed > 0 }

    /// The duration in seconds: 3 s at speed 1 down to 0.3 s at speed 10.
    var duration: Double { Double(11 - min(10, max(1, speed))) * 0.3 }

    /// The <style> element with the keyframes.
    func writeStyle(_ writer: inout SVGWriter) {
        guard isEnabled else { return }
        writer.element("style", [SVGAttribute("type", "text/css")], text:
            "@keyframes \(prefix)-draw{from{stroke-dashoffset:var(--length)}}"
            + "@keyframes \(prefix)-fade{from{opacity:0}}"
            + ".\(prefix)-draw{animation:\(prefix)-draw \(SVGNumber.format(duration))s ease-out}"
            + ".\(prefix)-fade{animation:\(prefix)-fade \(SVGNumber.format(duration))s ease-in}")
    }

    /// The class attribute and style for a solid stroked path of (at most) `length` pixels
    /// whose own class is `base`.
    func drawAttributes(base: String, length: Double) -> [SVGAttribute] {
        guard isEnabled else { return [SVGAttribute("class", base)] }
        let text = SVGNumber.format(length.rounded(.up) + 1)
        return [SVGAttribute("class", "\(base) \(prefix)-draw"),
                SVGAttribute("style", "--length:\(text);stroke-dasharray:\(text)")]
    }

    /// The class attribute of an element whose own class is `base` and that fades in.
    func fadeAttributes(base: String) -> [SVGAttribute] {
        [SVGAttribute("class", isEnabled ? "\(base) \(prefix)-fade" : base)]
    }
}
