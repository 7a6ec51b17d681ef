var scatter = ScatterPlot(x: [1.0, 2.5, 3.0, 4.5, 5.0, 6.5, 7.0], y: [52, 60, 58, 71, 75, 80, 86])
scatter.title = "Study hours and scores"
scatter.xAxisTitle = "hours"
scatter.yAxisTitle = "score"
scatter