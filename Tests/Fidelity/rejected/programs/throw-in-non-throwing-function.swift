enum VendingError: Error {
    case outOfStock
}
func vend(count: Int) -> String {
    if count == 0 {
        throw VendingError.outOfStock
    }
    return "snack"
}
print(vend(count: 1))
