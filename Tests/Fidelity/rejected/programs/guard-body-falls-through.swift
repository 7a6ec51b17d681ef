func check(_ value: Int?) {
    guard let value = value else {
        print("nothing")
    }
    print(value)
}
check(3)
