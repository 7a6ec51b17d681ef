var score = 5
score = "five"
print(score)
