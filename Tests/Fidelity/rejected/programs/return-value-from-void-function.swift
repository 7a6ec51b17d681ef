func log(_ text: String) {
    print(text)
    return text.count
}
log("hi")
