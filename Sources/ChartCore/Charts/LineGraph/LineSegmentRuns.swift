/// The first line of a line graph cut into runs of neighbouring segments that share a colour
/// and opacity (from `segmentColors` and `segmentAlphas`), so each run is one SVG path.
struct LineSegmentRuns {
    /// One run: the path data of its pieces and their colour (opacity included).
    struct Run {
        var data: PathData
        var color: Color
    }

    /// The runs of the first series of `geometry`, drawn as `chart` draws its line (straight
    /// or smooth; a segment between two drawn points takes the style of its first point).
    static func runs(of geometry: LineGraphGeometry, chart: LineGraph) -> [Run] {
        var runs: [Run] = []
        for slice in geometry.drawnSegments(series: 0) {
            let indices = Array(slice)
            let points = indices.map { geometry.pixel(series: 0, index: $0) }
            let pieces = CurvePath.pieces(points, smooth: chart.isSmooth)
            var current: Run?
            for (position, piece) in pieces.enumerated() {
                let color = chart.segmentColor(indices[position])
                if current?.color != color {
                    if let finished = current { runs.append(finished) }
                    var data = PathData()
                    data.move(to: piece.start)
                    current = Run(data: data, color: color)
                }
                if let (control1, control2) = piece.controls {
                    current?.data.curve(to: piece.end, control1: control1, control2: control2)
                } else {
                    current?.data.line(to: piece.end)
                }
            }
            if let finished = current { runs.append(finished) }
        }
        return runs
    }
}
