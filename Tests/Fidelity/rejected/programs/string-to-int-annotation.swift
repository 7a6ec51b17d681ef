let studentCount: Int = "thirty"
print(studentCount)
