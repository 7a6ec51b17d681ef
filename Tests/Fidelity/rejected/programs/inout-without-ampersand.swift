func addBonus(_ score: inout Int) {
    score += 10
}
var score = 50
addBonus(score)
print(score)
