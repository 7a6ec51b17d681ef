// Names Swift's grammar allows beyond letters: emoji, circled numbers, other scripts.
let 🐶🐮 = "dogcow"
let π = 3.14159
let 你好 = "你好世界"
print(🐶🐮, π, 你好)
var ⓐ = 1
ⓐ += 1
print(ⓐ)
let 👍🏽 = "ok"
print(👍🏽)
