/// Which page a widget's picture (`ColorEditorPicture`, `DropdownPicture`) is drawn for: the
/// light look, or a dark page's (JupyterLab Dark), where the picture's background is the page's
/// and its text and outlines the dark theme's. The colour a picture shows (an editor's swatch)
/// is the same in both.
public enum PictureAppearance: Sendable, CaseIterable {
    /// Dark text on white: `Theme.plainWhite`.
    case light
    /// Light text on `DarkCounterparts.darkBackground`: `Theme.plainBlack`'s ink.
    case dark

    /// The document's theme: the background and text colours.
    var style: ThemeStyle {
        switch self {
        case .light:
            return Theme.plainWhite.style
        case .dark:
            var style = Theme.plainBlack.style
            style.background = .solid(DarkCounterparts.darkBackground)
            return style
        }
    }

    /// The colour of a slider's track.
    var trackColor: Color { self == .light ? Color(white: 0.8) : Color(white: 0.32) }
    /// The fill of a dropdown's box.
    var boxFill: Color { self == .light ? Color(white: 1) : Color(white: 0.16) }
    /// The outline of a dropdown's box.
    var boxOutline: Color { self == .light ? Color(white: 0.62) : Color(white: 0.5) }
    /// The outline of an editor's swatch.
    var swatchOutline: Color { self == .light ? Color(white: 0.6) : Color(white: 0.5) }
}
