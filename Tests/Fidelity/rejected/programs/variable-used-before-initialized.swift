var total: Int
print(total)
