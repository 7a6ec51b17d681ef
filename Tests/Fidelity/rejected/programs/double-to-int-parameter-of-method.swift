struct Thermostat {
    var target = 20
    mutating func set(to degrees: Int) {
        target = degrees
    }
}
var home = Thermostat()
home.set(to: 21.5)
print(home.target)
