var total: Double = 0
let items = [2, 3]
for item in items {
    total += item
}
print(total)
