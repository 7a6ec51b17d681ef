let remaining = 3
if remaining {
    print("still some left")
}
