display("Hover over the graph below", id: "readout")
interactive(graph,
            onTouch: { index in updateDisplay("\(months[index]): \(enrollment[index]) new students", id: "readout") },
            onRelease: { index in updateDisplay("Last looked at: \(months[index])", id: "readout") })