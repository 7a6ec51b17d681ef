func describe(_ count: Int) -> String {
    return "\(count) items"
}
let counts = ["apples": 3]
print(describe(counts["apples"]))
