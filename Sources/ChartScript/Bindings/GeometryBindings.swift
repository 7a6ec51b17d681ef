import ChartCore

/// Angles, points and edge insets: the small geometric values charts are set with.
enum GeometryBindings {
    static func register(in table: BindingTable) {
        registerAngle(table.type("Angle", doc("struct Angle",
            "An angle written in degrees or radians (as SwiftUI's Angle), so no setting leaves its unit to guesswork.",
            "pie.startAngle = Angle(degrees: 45)")))
        registerPoint(table.type("Point", doc("struct Point", "A position or offset in pixels.", "chart.legend.displacement = Point(x: 0, y: 30)")))
        registerInsets(table.type("EdgeInsets", doc("struct EdgeInsets",
            "Distances from the four edges of a rectangle, in pixels (CorePlot's paddingTop, paddingLeft, paddingBottom, paddingRight).",
            "bars.plotAreaPadding = EdgeInsets(top: 10, left: 40, bottom: 120, right: 0)")))
    }

    private static func registerAngle(_ type: TypeBinding) {
        type.addInitializer([param("degrees", "Double")], doc("init(degrees: Double)", "An angle of so many degrees.",
                                                              "Angle(degrees: 45)")) { arguments, _ in
            angle(Angle(degrees: try arguments.double(0)))
        }
        type.addInitializer([param("radians", "Double")], doc("init(radians: Double)", "An angle of so many radians (CorePlot's unit).",
                                                              "Angle(radians: Double.pi / 4)")) { arguments, _ in
            angle(Angle(radians: try arguments.double(0)))
        }
        type.addStatic("zero", angle(.zero), doc("static let zero: Angle", "No turn at all.", "graph.xLabelRotation = .zero"))
        type.bind("degrees", \Angle.degrees, .double, "The angle in degrees.", example: "Angle(radians: Double.pi).degrees")
        type.bind("radians", \Angle.radians, .double, "The angle in radians.", example: "Angle(degrees: 90).radians")
        type.describe = { payload in (payload as? Angle)?.description ?? "Angle" }
    }

    private static func angle(_ value: Angle) -> Value {
        .native(NativeBox(typeName: "Angle", payload: value))
    }

    private static func registerPoint(_ type: TypeBinding) {
        type.addInitializer([param("x", "Double"), param("y", "Double")], doc("init(x: Double, y: Double)", "A point in pixels.", "Point(x: 10, y: 20)")) { arguments, _ in
            .native(NativeBox(typeName: "Point", payload: Point(x: try arguments.double(0), y: try arguments.double(1))))
        }
        type.bind("x", \Point.x, .double, "Horizontal position or offset, pixels to the right.", example: "point.x")
        type.bind("y", \Point.y, .double, "Vertical position or offset, in pixels (up, for a legend's displacement).", example: "point.y")
    }

    private static func registerInsets(_ type: TypeBinding) {
        type.addInitializer([param("top", "Double"), param("left", "Double"), param("bottom", "Double"), param("right", "Double")],
                            doc("init(top: Double, left: Double, bottom: Double, right: Double)", "Distances from each edge, in pixels.",
                                "EdgeInsets(top: 10, left: 40, bottom: 120, right: 0)")) { arguments, _ in
            insets(EdgeInsets(top: try arguments.double(0), left: try arguments.double(1), bottom: try arguments.double(2),
                              right: try arguments.double(3)))
        }
        type.addInitializer([param("all", "Double")], doc("init(all: Double)", "The same distance from every edge.", "EdgeInsets(all: 30)")) { arguments, _ in
            insets(EdgeInsets(all: try arguments.double(0)))
        }
        type.bind("top", \EdgeInsets.top, .double, "From the top edge.", example: "insets.top")
        type.bind("left", \EdgeInsets.left, .double, "From the left edge.", example: "insets.left")
        type.bind("bottom", \EdgeInsets.bottom, .double, "From the bottom edge.", example: "insets.bottom")
        type.bind("right", \EdgeInsets.right, .double, "From the right edge.", example: "insets.right")
    }

    private static func insets(_ value: EdgeInsets) -> Value {
        .native(NativeBox(typeName: "EdgeInsets", payload: value))
    }
}
