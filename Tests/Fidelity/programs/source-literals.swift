// Literals a program reads about itself: #function, #line, #column, #file, #fileID; #warning.
func greet(name: String, _ x: Int) { print(#function, #line, #column) }
greet(name: "a", 1)
print(#function, #fileID, #line)
struct S { var v: Int { print(#function); return 1 }; init() { print(#function) }; func m() { print(#function) }
  subscript(i: Int) -> Int { print(#function); return i } }
let s = S(); _ = s.v; s.m(); _ = s[1]
let c = { print(#function) }; c()
#warning("later")
