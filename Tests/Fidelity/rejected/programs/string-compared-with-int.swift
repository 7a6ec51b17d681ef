let input = "5"
if input > 3 {
    print("big")
}
