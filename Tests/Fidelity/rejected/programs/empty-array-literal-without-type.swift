let ratings = []
print(ratings)
