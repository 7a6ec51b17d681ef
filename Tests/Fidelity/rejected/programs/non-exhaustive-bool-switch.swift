let isOn = true
switch isOn {
case true:
    print("on")
}
