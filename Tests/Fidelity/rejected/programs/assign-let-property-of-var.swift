struct Student {
    let id: Int
    var name: String
}
var student = Student(id: 1, name: "Ada")
student.id = 2
print(student)
