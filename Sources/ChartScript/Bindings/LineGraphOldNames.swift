/// BEMSimpleLineGraph names whose meaning differs on a `LineGraph`, or that have no one-word
/// replacement: each is an error that says what to write instead and how it differs.
enum LineGraphOldNames {
    static func register(on type: TypeBinding) {
        OldNames.retire([
            ("popUpPrefix", "yLabelPrefix puts text before both the y-axis labels and the popup's value: graph.yLabelPrefix = \"$\"",
             "graph.yLabelPrefix = \"$\""),
            ("popUpSuffix", "yLabelSuffix puts text after both the y-axis labels and the popup's value: graph.yLabelSuffix = \" k\"",
             "graph.yLabelSuffix = \" k\""),
            ("enablePopUpReport", "interactive(graph) shows the graph with the popup: hover over it to read the closest point",
             "interactive(graph)"),
            ("enableTouchReport", "interactive(graph, onTouch: { index in … }, onRelease: { index in … }) reports the closest index while the pointer moves and when it leaves",
             "interactive(graph, onTouch: { index in print(index) })"),
            ("lowerGraph", "a graph holds several lines itself: graph.addSeries(values, name: \"2023\") draws another line over the same x positions",
             "graph.addSeries([10, 15, 20], name: \"2023\")"),
            ("lowerGraphShouldRecognizeTouches", "every line of a graph answers the pointer: interactive(graph) reports the closest point of any line",
             "interactive(graph)"),
        ], on: type, origin: .bem)
        OldNames.retire([
            ("reloadGraph", "a graph is a value, drawn anew each time it is shown: show it again (a cell ending in graph), or show it once with display(graph, id: \"g\") and redraw it in place with updateDisplay(graph, id: \"g\")",
             "updateDisplay(graph, id: \"g\")"),
            ("calculatePointValueMode", "values.mode is every most frequent value, smallest first ([35]); BEMSimpleLineGraph gave one of them: values.mode.first",
             "graph.values.mode.first"),
            ("graphSnapshotImage", "graph.png(scale: 2) gives the picture as a PNG image (shown when it is a cell's result); graph.write(to: \"graph.png\") saves it",
             "graph.png(scale: 2)"),
        ], on: type, origin: .bem, as: .method)
    }
}
