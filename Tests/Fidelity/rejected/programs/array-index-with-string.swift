let scores = [1, 2, 3]
let chosen = scores["first"]
print(chosen)
