func area(width: Int, height: Int) -> Int {
    return width * height
}
print(area(height: 2, width: 3))
