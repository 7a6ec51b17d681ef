// A plot area with a background and border; padding adds to the picture's size.
// marks: point=3
// size: 432x332
import Charts

Chart {
    PointMark(x: .value("x", 1), y: .value("y", 2))
    PointMark(x: .value("x", 2), y: .value("y", 4))
    PointMark(x: .value("x", 3), y: .value("y", 3))
}
.chartPlotStyle { plotArea in
    plotArea.background(.gray.opacity(0.1)).border(.gray)
}
.frame(width: 400, height: 300)
.padding()
