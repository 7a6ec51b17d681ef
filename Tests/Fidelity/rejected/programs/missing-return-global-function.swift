func sign(of number: Int) -> String {
    if number > 0 {
        return "positive"
    } else if number < 0 {
        return "negative"
    }
}
print(sign(of: 3))
