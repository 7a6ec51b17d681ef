let nothing = nil
print(nothing as Any)
