let x = Double.max
print(x)
