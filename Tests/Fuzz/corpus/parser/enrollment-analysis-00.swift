import TabularData
let roster = try DataFrame(contentsOfCSVFile: "data/students.csv")
roster