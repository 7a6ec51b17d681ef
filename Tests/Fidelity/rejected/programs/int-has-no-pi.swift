let y = Int.pi
print(y)
