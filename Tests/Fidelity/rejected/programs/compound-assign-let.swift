let total = 0
total += 5
print(total)
