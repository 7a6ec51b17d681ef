import Foundation
@testable import ChartCore

/// Colour science for the palette tests: CIELAB, the CIEDE2000 difference, and Machado,
/// Oliveira and Fernandes's (2009) simulation of complete protanopia, deuteranopia and tritanopia.
enum ColorDifference {
    /// The ways of seeing a palette is checked under.
    enum Vision: CaseIterable {
        case normal, protanopia, deuteranopia, tritanopia

        /// Machado et al.'s matrix on linear RGB, severity 1.
        var matrix: [[Double]] {
            switch self {
            case .normal: return [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
            case .protanopia: return [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
            case .deuteranopia: return [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
            case .tritanopia: return [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
            }
        }
    }

    private static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    private static func gamma(_ c: Double) -> Double {
        let clamped = min(max(c, 0), 1)
        return clamped <= 0.0031308 ? 12.92 * clamped : 1.055 * pow(clamped, 1 / 2.4) - 0.055
    }

    /// `color` as seen with `vision`.
    static func seen(_ color: Color, with vision: Vision) -> Color {
        let rgb = [linear(color.red), linear(color.green), linear(color.blue)]
        let m = vision.matrix
        let out = (0..<3).map { row in gamma(m[row][0] * rgb[0] + m[row][1] * rgb[1] + m[row][2] * rgb[2]) }
        return Color(red: out[0], green: out[1], blue: out[2])
    }

    /// CIELAB (D65) of an sRGB colour.
    static func lab(_ color: Color) -> (l: Double, a: Double, b: Double) {
        let r = linear(color.red), g = linear(color.green), b = linear(color.blue)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > pow(6.0 / 29, 3) ? cbrt(t) : t / (3 * pow(6.0 / 29, 2)) + 4.0 / 29 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// The CIEDE2000 colour difference.
    static func difference(_ first: Color, _ second: Color) -> Double {
        let (l1, a1, b1) = lab(first), (l2, a2, b2) = lab(second)
        let meanC = (hypot(a1, b1) + hypot(a2, b2)) / 2
        let g = 0.5 * (1 - sqrt(pow(meanC, 7) / (pow(meanC, 7) + pow(25, 7))))
        let a1p = (1 + g) * a1, a2p = (1 + g) * a2
        let c1p = hypot(a1p, b1), c2p = hypot(a2p, b2)
        func hue(_ b: Double, _ a: Double) -> Double {
            let degrees = atan2(b, a) * 180 / .pi
            return degrees < 0 ? degrees + 360 : degrees
        }
        let h1p = hue(b1, a1p), h2p = hue(b2, a2p)
        var dh = h2p - h1p
        if c1p * c2p == 0 { dh = 0 } else if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        let dL = l2 - l1, dC = c2p - c1p
        let dH = 2 * sqrt(c1p * c2p) * sin(dh / 2 * .pi / 180)
        let meanL = (l1 + l2) / 2, meanCp = (c1p + c2p) / 2
        var meanH = h1p + h2p
        if c1p * c2p != 0 {
            meanH = abs(h1p - h2p) <= 180 ? (h1p + h2p) / 2 : (h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2)
        }
        let radians = { (degrees: Double) in degrees * .pi / 180 }
        let t = 1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH)) + 0.32 * cos(radians(3 * meanH + 6))
            - 0.20 * cos(radians(4 * meanH - 63))
        let dTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let rc = 2 * sqrt(pow(meanCp, 7) / (pow(meanCp, 7) + pow(25, 7)))
        let sl = 1 + 0.015 * pow(meanL - 50, 2) / sqrt(20 + pow(meanL - 50, 2))
        let sc = 1 + 0.045 * meanCp, sh = 1 + 0.015 * meanCp * t
        let rt = -sin(radians(2 * dTheta)) * rc
        return sqrt(pow(dL / sl, 2) + pow(dC / sc, 2) + pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh))
    }

    /// The smallest difference between any two colours of `palette`, with any of the visions.
    static func smallestDifference(in palette: [Color]) -> Double {
        var smallest = Double.infinity
        for vision in Vision.allCases {
            let seen = palette.map { Self.seen($0, with: vision) }
            for i in seen.indices { for j in seen.indices where j > i { smallest = min(smallest, difference(seen[i], seen[j])) } }
        }
        return smallest
    }
}
