var trend = try LineGraph(byMonth["count"].integers, labels: byMonth["month"].strings)
trend.title = "New students per month"
trend.isSmooth = true
trend.showsAverageLine = true
trend