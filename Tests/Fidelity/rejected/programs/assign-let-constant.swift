let maximum = 10
maximum = 20
print(maximum)
