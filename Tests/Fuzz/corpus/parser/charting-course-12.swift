var compare = LineGraph([12, 19, 25, 31, 28, 35, 35], labels: months)
compare.title = "Enrollment, two campuses"
compare.seriesName = "Main campus"
compare.addSeries([8, 14, 22, 24, 30, 29, 33], name: "West campus")
compare