let minutes = 7.5
let leftover = minutes % 2
print(leftover)
