var bars = try BarChart(bySubject)
bars.title = "Students per subject"
bars.showsValueLabels = true
bars