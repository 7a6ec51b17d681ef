var pie = PieChart(categories: subjects, values: students)
pie.title = "Share of students"
pie.sliceLabelStyle = .percent
pie.legend.columns = 2
pie.legend.anchor = .bottom
pie