func show(_ value: Int) { print("Int \(value)") }
func show(_ value: String) { print("String \(value)") }
show(2.5)
