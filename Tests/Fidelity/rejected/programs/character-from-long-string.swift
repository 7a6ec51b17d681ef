let initial: Character = "Ada"
print(initial)
