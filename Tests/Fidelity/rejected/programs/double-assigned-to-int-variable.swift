var total = 0
for score in [3, 4, 5] {
    total += score
}
total = 2.5
print(total)
