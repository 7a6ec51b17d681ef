var count = 5
count.append(6)
print(count)
