let maybe: Int? = 3
switch maybe {
case .some(let value):
    print(value)
}
