let border = "-" * 10
print(border)
