/// `language_info` of `kernel_info_reply`.
public struct LanguageInfo: Equatable, Sendable {
    /// Language name, such as `swift`.
    public var name: String
    /// Language version.
    public var version: String
    /// Mime type of a source file, such as `text/x-swift`.
    public var mimeType: String
    /// Extension of a source file, with the dot.
    public var fileExtension: String
    /// CodeMirror mode for highlighting.
    public var codemirrorMode: String
    /// Pygments lexer for nbconvert.
    public var pygmentsLexer: String

    /// Creates a language description.
    public init(name: String, version: String, mimeType: String, fileExtension: String,
                codemirrorMode: String, pygmentsLexer: String) {
        self.name = name
        self.version = version
        self.mimeType = mimeType
        self.fileExtension = fileExtension
        self.codemirrorMode = codemirrorMode
        self.pygmentsLexer = pygmentsLexer
    }
}

/// One entry of `help_links` in `kernel_info_reply`.
public struct HelpLink: Equatable, Sendable {
    /// What the menu shows.
    public var text: String
    /// Where it leads.
    public var url: String

    /// Creates a link.
    public init(text: String, url: String) {
        self.text = text
        self.url = url
    }
}
