let name = "Ada"
print(name.lenght)
