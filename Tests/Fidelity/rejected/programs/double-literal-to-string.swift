let title: String = 3.5
print(title)
