func make() -> Int { return 1 }
func make() -> String { return "one" }
let made = make()
print(made)
