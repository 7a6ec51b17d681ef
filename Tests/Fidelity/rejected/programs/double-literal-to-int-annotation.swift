let people: Int = 3.7
print(people)
