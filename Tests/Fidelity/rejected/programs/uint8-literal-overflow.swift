let small: UInt8 = 300
print(small)
