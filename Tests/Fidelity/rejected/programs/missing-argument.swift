func area(width: Int, height: Int) -> Int {
    return width * height
}
print(area(width: 3))
