let count: Int = nil
print(count)
