let roster = try Table(csv: "data/students.csv")
roster