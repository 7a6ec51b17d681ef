var bars2024 = try BarChart(perSubject)
bars2024.title = "Students per subject, 2024"
bars2024.isHorizontal = true
bars2024