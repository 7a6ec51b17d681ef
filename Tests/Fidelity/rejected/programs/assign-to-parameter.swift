func double(_ value: Int) -> Int {
    value = value * 2
    return value
}
print(double(4))
