func addBonus(_ score: inout Int) {
    score += 10
}
let score = 50
addBonus(&score)
print(score)
