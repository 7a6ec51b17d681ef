let pair = (1, 2)
pair.0 = 5
print(pair)
