enum Color {
    case red, green
}
let favourite = .red
print(favourite)
