graph.lineColor = .blue
graph.lineWidth = 3
graph.isSmooth = true
graph.fillBelowColor = .blue
graph.fillBelowAlpha = 0.15
graph.showsPoints = true
graph