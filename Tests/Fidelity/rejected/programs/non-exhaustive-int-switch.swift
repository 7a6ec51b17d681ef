let dice = 4
switch dice {
case 1:
    print("one")
case 2...6:
    print("more")
}
