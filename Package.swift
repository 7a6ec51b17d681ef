// swift-tools-version:6.0
// The Swift charting kernel for Jupyter: one package, ten libraries, three executables.
// Layering (see docs/architecture.md): JupyterKernel → JupyterEngine ← ChartScript → ChartCore, ChartData, ChartRaster;
// ChartScript's widgets speak the widget protocol through JupyterWidgets;
// ChartNotebook → ChartCore, ChartData, ChartRaster (for notebooks compiled as programs).
// Every target lists each module it imports.
import PackageDescription

let package = Package(
    name: "SwiftChartKernel",
    products: [
        .library(name: "ChartCore", targets: ["ChartCore"]),
        .library(name: "ChartData", targets: ["ChartData"]),
        .library(name: "TabularData", targets: ["TabularData"]),
        .library(name: "ChartRaster", targets: ["ChartRaster"]),
        .library(name: "ChartNotebook", targets: ["ChartNotebook"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "ChartScript", targets: ["ChartScript"]),
        .library(name: "JupyterEngine", targets: ["JupyterEngine"]),
        .library(name: "JupyterKernel", targets: ["JupyterKernel"]),
        .library(name: "JupyterWidgets", targets: ["JupyterWidgets"]),
        .executable(name: "swift-chart-kernel", targets: ["swift-chart-kernel"]),
        .executable(name: "chart-bench", targets: ["chart-bench"]),
        .executable(name: "chart-fuzz", targets: ["chart-fuzz"]),
        .executable(name: "dataframe-steps", targets: ["dataframe-steps"]),
    ],
    targets: [
        // C libraries from Debian's packages, through system-library targets.
        .systemLibrary(name: "CZeroMQ", pkgConfig: "libzmq",
                       providers: [.apt(["libzmq3-dev"])]),
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto",
                       providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3",
                       providers: [.apt(["libsqlite3-dev"])]),
        // librsvg and cairo are opened when the first picture is drawn (ChartRaster/RasterLibrary),
        // libpq on the first PostgreSQL connection (ChartData/PostgresLibrary), not linked:
        // CRsvg and CPostgres only declare what is called.
        .systemLibrary(name: "CRsvg"),
        .systemLibrary(name: "CPostgres"),

        // Statistics, scales, chart models, SVG rendering, hit testing. No dependencies.
        .target(name: "ChartCore"),
        // `import SwiftUI` and `import Charts` in notebooks compiled on Linux: ChartCore's grammar
        // and SwiftUI values under the modules Apple's code imports (no code of their own).
        .target(name: "SwiftUI", dependencies: ["ChartCore"]),
        .target(name: "Charts", dependencies: ["ChartCore", "SwiftUI"]),
        // Charts as PNG pictures and files: ChartCore's SVG rasterised by librsvg and cairo.
        .target(name: "ChartRaster", dependencies: ["ChartCore", "CRsvg"]),
        // DataFrames from CSV files, SQLite databases and PostgreSQL servers; feeds ChartCore's charts.
        .target(name: "ChartData", dependencies: ["ChartCore", "CSQLite", "CPostgres"]),
        // `import TabularData` for programs written for Apple's framework: ChartData and Foundation re-exported.
        .target(name: "TabularData", dependencies: ["ChartData"]),
        // The engine seam: the protocol a language implements and the values that cross it
        // (execution context, mime bundles, JSON, comms, the interrupt flag). No C library.
        .target(name: "JupyterEngine"),
        // A reusable Jupyter kernel framework over ZeroMQ; knows nothing about charts.
        .target(name: "JupyterKernel", dependencies: ["JupyterEngine", "CZeroMQ", "CCrypto", "CSQLite"]),
        // The Jupyter widget protocol (ipywidgets 8, anywidget) for any widget; knows no charts.
        .target(name: "JupyterWidgets", dependencies: ["JupyterEngine"]),
        // display, interactive, help, … for a notebook's code compiled as a Swift program.
        .target(name: "ChartNotebook", dependencies: ["ChartCore", "ChartData", "ChartRaster"]),
        // The Swift-flavoured cell language; implements JupyterEngine's KernelEngine.
        // The interpreter's state lives in class properties changed on every call and loop (frames,
        // call depth, call-site caches): a release build leaves out the run-time exclusivity
        // checks of those accesses (a fifth of the interpreter's time); debug builds and the tests keep them.
        .target(name: "ChartScript", dependencies: ["ChartCore", "ChartData", "ChartRaster", "JupyterEngine", "JupyterWidgets"],
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),

        // Glue: command line, kernelspec installation, wiring the engine into the kernel.
        // Linked by the toolchain's lld with packed relative relocations (DT_RELR), so the
        // loader reads kilobytes of relocations at startup instead of a megabyte (`make build`
        // adds the static Swift runtime; docs/kernel.md, "Memory").
        .executableTarget(name: "swift-chart-kernel", dependencies: ["JupyterKernel", "JupyterEngine", "ChartScript"],
                         linkerSettings: [.unsafeFlags(["-use-ld=lld",
                                                        "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"])]),
        // libFuzzer targets for the lexer and parser, the interpreter, the CSV reader, the JSON reader
        // and the wire decoder (`make fuzz`); built without the fuzzer, it replays inputs from files.
        .executableTarget(name: "chart-fuzz", dependencies: ["ChartCore", "ChartData", "ChartScript", "JupyterEngine", "JupyterKernel"]),
        // Benchmarks of the statistics, rendering, tables and interpreter.
        .executableTarget(name: "chart-bench", dependencies: ["ChartCore", "ChartData", "ChartScript", "JupyterEngine"]),
        // One DataFrame verb per profile part, for callgrind beside pandas (scripts/bench/dataframe_callgrind.py).
        .executableTarget(name: "dataframe-steps", dependencies: ["ChartData"]),

        .testTarget(name: "ChartCoreTests", dependencies: ["ChartCore"], exclude: ["Golden/SVG", "Fixtures"]),
        .testTarget(name: "ChartDataTests", dependencies: ["ChartData", "ChartCore"], exclude: ["Fixtures"]),
        .testTarget(name: "ChartRasterTests", dependencies: ["ChartRaster", "ChartCore", "CRsvg"]),
        .testTarget(name: "ChartNotebookTests", dependencies: ["ChartNotebook", "ChartCore", "ChartData", "ChartRaster"]),
        .testTarget(name: "ChartScriptTests", dependencies: ["ChartScript", "ChartCore", "JupyterEngine"]),
        .testTarget(name: "JupyterEngineTests", dependencies: ["JupyterEngine"]),
        .testTarget(name: "JupyterKernelTests", dependencies: ["JupyterKernel", "JupyterEngine"]),
        .testTarget(name: "JupyterWidgetsTests", dependencies: ["JupyterWidgets", "JupyterEngine"]),
    ],
    swiftLanguageModes: [.v5]
)
