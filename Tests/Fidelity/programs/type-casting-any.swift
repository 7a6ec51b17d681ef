let anys: [Any] = [1, "two", 3.0, [4], ["k": 5], (6, 7), true]
for a in anys {
    if let i = a as? Int { print("Int", i) }
    else if let s = a as? String { print("String", s) }
    else if let d = a as? Double { print("Double", d) }
    else if let arr = a as? [Int] { print("[Int]", arr) }
    else if let dict = a as? [String: Int] { print("dict", dict) }
    else if let b = a as? Bool { print("Bool", b) }
    else { print("other", type(of: a)) }
}
let numbers = anys.compactMap { $0 as? Int }
print(numbers, anys.filter { $0 is String }.count)
let strings: [Any] = ["a", "b"]
if let all = strings as? [String] { print(all.joined()) }
let forced = strings as! [String]
print(forced.count)
class Animal { func speak() -> String { "..." } }
class Dog: Animal { override func speak() -> String { "Woof" } ; func fetch() -> String { "fetching" } }
class Cat: Animal { override func speak() -> String { "Meow" } }
let pets: [Animal] = [Dog(), Cat(), Dog()]
print(pets.map { $0.speak() }, pets.compactMap { ($0 as? Dog)?.fetch() }, pets.filter { $0 is Cat }.count)
let objects: [AnyObject] = [Dog(), Cat()]
print(objects.count, objects[0] is Dog, type(of: objects[1]))
let x: Any = 5
switch x {
case let n as Int where n > 3: print("big int", n)
case is String: print("string")
default: print("other")
}
let maybe: Any? = nil
print(maybe == nil, (maybe as? Int) == nil)
let value: Any = 3.5
print(value as? Int ?? -1, value as? Double ?? -1)
print(type(of: anys[0]), type(of: anys[3]), type(of: anys[4]))
