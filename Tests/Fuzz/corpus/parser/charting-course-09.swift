graph.showsAverageLine = true
graph.referenceLines = [ReferenceLine(y: 30, label: "target")]
graph.showsYAxisLabels = true
graph.yLabelSuffix = " students"
graph