let ages = ["Ada": 36, "Alan": 41]
let age: Int = ages["Ada"]
print(age)
