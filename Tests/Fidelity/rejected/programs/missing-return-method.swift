struct Rectangle {
    var width = 2
    var height = 3
    func area() -> Int {
        let result = width * height
        print(result)
    }
}
print(Rectangle().area())
