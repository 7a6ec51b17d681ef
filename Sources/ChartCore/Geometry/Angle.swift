/// An angle, written in degrees or radians (as SwiftUI's `Angle`), so a setting never leaves
/// its unit to guesswork: `Angle(degrees: 45)` and `Angle(radians: .pi / 4)` are the same angle.
public struct Angle: Hashable, Sendable, CustomStringConvertible {
    /// The angle in radians.
    public var radians: Double

    /// An angle of `radians` radians.
    public init(radians: Double) {
        self.radians = radians
    }

    /// An angle of `degrees` degrees.
    public init(degrees: Double) {
        self.radians = degrees * .pi / 180
    }

    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// No turn at all.
    public static let zero = Angle(radians: 0)

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// "45°", the degrees with at most two decimals.
    public var description: String {
        NumberFormat.affixed(ValueText.compact((degrees * 100).rounded() / 100), prefix: "", suffix: "°")
    }
}
