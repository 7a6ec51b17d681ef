let subjects = ["Math", "Physics", "Chemistry", "Biology", "History", "Art"]
let students = [31, 18, 14, 22, 17, 12]
var bars = BarChart(categories: subjects, values: students)
bars.title = "Students by subject"
bars.showsValueLabels = true
bars