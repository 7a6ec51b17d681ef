struct Temperature {
    let celsius: Double
    init(fahrenheit: Double) {
        celsius = (fahrenheit - 32) / 1.8
        celsius = 0
    }
}
print(Temperature(fahrenheit: 212).celsius)
