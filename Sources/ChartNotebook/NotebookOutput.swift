import ChartCore
import ChartRaster
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Where a compiled notebook's output goes: text to standard output, charts to numbered SVG
/// files, notes (which file was written, what could not be drawn) to standard error.
public enum NotebookOutput {
    /// The folder charts are written to; created when the first chart is written. By default
    /// the `CHART_OUTPUT_DIRECTORY` environment variable, else `charts` in the working directory.
    public static var directory: String = {
        if let variable = getenv("CHART_OUTPUT_DIRECTORY"), let path = String(validatingCString: variable), !path.isEmpty {
            return path
        }
        return "charts"
    }()

    /// How many charts have been written; the next file is numbered one more.
    public private(set) static var chartCount = 0

    /// Whether each chart is also written as a PNG picture beside its SVG file
    /// (`includePNGInDisplays(_:)`).
    public static var includesPNG = false

    /// What showing a value produces.
    enum Shown {
        /// Nothing (`Void`).
        case nothing
        /// A line of text, as `print` writes the value.
        case text(String)
        /// A chart, written as an SVG file.
        case chart(any DrawableChart)
        /// A colour editor: the chart it edits, if any, then the editor's picture, each an SVG
        /// file (the notebook shows the chart above the editor, whose output holds its picture).
        case editor(ColorEditor)
        /// A live chart view: its chart, written as an SVG file.
        case chartView(InteractiveChart)
        /// A dropdown: its `onChange` called with the selection the first time; nothing printed.
        case dropdown(Dropdown)
    }

    /// What showing `value` produces: a chart as a chart, `Void` as nothing, anything else
    /// as the text `print` writes for it.
    static func shown(_ value: Any) -> Shown {
        if value is Void { return .nothing }
        if let chart = value as? any DrawableChart { return .chart(chart) }
        if let editor = value as? ColorEditor { return .editor(editor) }
        if let view = value as? InteractiveChart { return .chartView(view) }
        if let dropdown = value as? Dropdown { return .dropdown(dropdown) }
        return .text(String(describing: value))
    }

    /// Shows `value`: a chart as the next SVG file, `Void` as nothing, anything else printed.
    static func show(_ value: Any) {
        switch shown(value) {
        case .nothing: break
        case .text(let text): print(text)
        case .chart(let chart): write(chart)
        case .editor(let editor):
            if let chart = editor.chart { write(chart) }
            writePicture(ColorEditorPicture.svg(of: editor.color), width: ColorEditorPicture.width,
                         height: ColorEditorPicture.height, summary: "the colour editor's picture")
        case .chartView(let view): view.show()
        case .dropdown(let dropdown): dropdown.show()
        }
    }

    /// Writes `chart` as the next numbered SVG file and names the file on standard error; a
    /// chart that cannot be drawn (or a file that cannot be written) is reported there instead.
    /// Returns the file's path, or nil when nothing was written.
    @discardableResult
    static func write(_ chart: any DrawableChart) -> String? {
        let svg: String
        do {
            svg = try chart.svg
        } catch {
            note("cannot draw the chart (\(chart.textSummary)): \(error)")
            return nil
        }
        return writePicture(svg, width: chart.width, height: chart.height, summary: chart.textSummary)
    }

    /// Writes `svg`, a picture `width` × `height` pixels, as the next numbered SVG file (and
    /// PNG, when asked) and names the file on standard error; returns the file's path, or nil
    /// when it could not be written.
    @discardableResult
    static func writePicture(_ svg: String, width: Double, height: Double, summary: String) -> String? {
        chartCount += 1
        let path = chartPath(number: chartCount)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: URL(fileURLWithPath: path))
            note("chart \(chartCount) written to \(path): \(summary)")
            if includesPNG {
                let picture = String(path.dropLast(4)) + ".png"
                try SVGRasterizer.picture(of: svg, width: width, height: height).write(to: picture)
                note("chart \(chartCount) written to \(picture)")
            }
            return path
        } catch {
            note("cannot write \(path): \(error)")
            return nil
        }
    }

    /// The path of chart `number`: `charts/chart-001.svg` (three digits at least).
    static func chartPath(number: Int) -> String {
        let digits = String(number)
        let name = "chart-" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits + ".svg"
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Writes `text` as one line to standard error.
    static func note(_ text: String) {
        fputs(text + "\n", stderr)
    }
}
