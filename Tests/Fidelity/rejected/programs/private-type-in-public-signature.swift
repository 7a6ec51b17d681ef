private struct Secret {
    var code = 42
}
func reveal() -> Secret {
    return Secret()
}
print(reveal().code)
