let scores = ["Ada": 90]
if scores["Ada"] < 95 {
    print("almost")
}
