enum Color {
    case red, green
}
let favourite: Color = .blue
print(favourite)
