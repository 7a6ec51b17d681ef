extension Color {
    /// Apple's system red.
    public static let red = Color(red255: 255, green255: 59, blue255: 48)
    /// Apple's system orange.
    public static let orange = Color(red255: 255, green255: 149, blue255: 0)
    /// Apple's system yellow.
    public static let yellow = Color(red255: 255, green255: 204, blue255: 0)
    /// Apple's system green.
    public static let green = Color(red255: 52, green255: 199, blue255: 89)
    /// Apple's system mint.
    public static let mint = Color(red255: 0, green255: 199, blue255: 190)
    /// Apple's system teal.
    public static let teal = Color(red255: 48, green255: 176, blue255: 199)
    /// Apple's system cyan.
    public static let cyan = Color(red255: 50, green255: 173, blue255: 230)
    /// Apple's system blue (BEMSimpleLineGraph's default fill, rgb(0, 122, 255)).
    public static let blue = Color(red255: 0, green255: 122, blue255: 255)
    /// Apple's system indigo.
    public static let indigo = Color(red255: 88, green255: 86, blue255: 214)
    /// Apple's system purple.
    public static let purple = Color(red255: 175, green255: 82, blue255: 222)
    /// Apple's system pink.
    public static let pink = Color(red255: 255, green255: 45, blue255: 85)
    /// Apple's system brown.
    public static let brown = Color(red255: 162, green255: 132, blue255: 94)
    /// Apple's system gray.
    public static let gray = Color(red255: 142, green255: 142, blue255: 147)
    /// Black.
    public static let black = Color(white: 0)
    /// White.
    public static let white = Color(white: 1)
    /// Fully transparent black: draws nothing.
    public static let clear = Color(white: 0, alpha: 0)
}
