func grade(_ score: Int) -> String {
    if score >= 50 {
        return "pass"
    } else {
        print("fail")
    }
}
print(grade(70))
