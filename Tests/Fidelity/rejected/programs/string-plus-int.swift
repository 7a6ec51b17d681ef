let name = "Ada"
let age = 36
let line = name + " is " + age
print(line)
