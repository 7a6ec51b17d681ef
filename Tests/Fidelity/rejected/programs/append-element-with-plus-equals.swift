var list = [1, 2]
list += 3
print(list)
