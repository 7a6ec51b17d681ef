var middleName: String? = nil
middleName = "Mary"
let full = "Ada " + middleName
print(full)
