enum Size {
    case small, large
}
func price(of size: Size) -> Double {
    switch size {
    case .small:
        return 2.5
    case .large:
        print("large")
    }
}
print(price(of: .small))
