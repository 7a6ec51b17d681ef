/// Charts shown from now on are also written as PNG pictures beside their SVG files
/// (`chart-001.png`), as the notebook adds `image/png` beside every chart's SVG for converters
/// such as nbconvert to PDF.
public func includePNGInDisplays(_ include: Bool = true) {
    NotebookOutput.includesPNG = include
}
