var trend = try LineGraph(byMonth)
trend.title = "New students per month"
trend.isSmooth = true
trend.showsAverageLine = true
trend