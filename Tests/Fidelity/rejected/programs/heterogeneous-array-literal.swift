let mixed = [1, "two", 3.0]
print(mixed)
