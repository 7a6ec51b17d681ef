var pie = try PieChart(bySubject)
pie.title = "Share of enrollment"
pie.sliceLabelStyle = .percent
pie.legend.columns = 2
pie