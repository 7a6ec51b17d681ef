import ChartScript
import Glibc
import JupyterKernel

// Glue only: read the command line, then run the kernel with the chart engine, install the
// kernelspec, or export a notebook as a Swift package.

/// Writes `text` to standard error and ends with status 2.
func fail(_ text: String) -> Never {
    fputs("swift-chart-kernel: \(text)\n", stderr)
    exit(2)
}

let command: KernelCommand
do {
    command = try parseCommandLine(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)")
}

switch command {
case .help:
    print(usage)
case .install(let installation):
    do {
        let folder = try KernelspecInstaller(executablePath: runningExecutablePath()).install(installation)
        print("Installed kernelspec \(installation.name) in \(folder)")
    } catch {
        fail("\(error)")
    }
case .export(let request):
    do {
        let document = try NotebookDocument(contentsOf: request.source)
        let executableFolder = String(runningExecutablePath().split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))
        let library = try request.libraryPath.map { $0.hasPrefix("/") ? $0 : FileSystem.currentDirectory + "/" + $0 }
            ?? PackageExport.libraryPath(above: executableFolder)
        let export = PackageExport(document: document, libraryPath: library, workingDirectory: request.workingDirectory)
        let program = try export.write(to: request.directory)
        print("Wrote \(request.directory): Package.swift, Sources/\(export.targetName)/main.swift (\(document.cells.count) cell\(document.cells.count == 1 ? "" : "s"))"
              + (program.dataFiles.isEmpty ? "" : ", " + program.dataFiles.joined(separator: ", "))
              + ". Run it with: cd \(request.directory) && swift run")
    } catch {
        fail("\(error)")
    }
case .run(let connectionFile):
    do {
        ChartScriptEngine.memoryBudget = try MemoryBudget(
            environmentValue: ProcessEnvironment.value(of: MemoryBudget.environmentVariable))
        let connection = try ConnectionInfo(contentsOfFile: connectionFile)
        let historyPath = ProcessEnvironment.nonEmptyValue(of: "SWIFT_CHART_KERNEL_HISTORY")
            ?? HistoryStore.defaultPath(applicationName: "swift-chart-kernel")
        let configuration = KernelConfiguration(connection: connection, implementationName: "swift-chart-kernel",
                                                implementationVersion: kernelVersion, historyPath: historyPath)
        let server = try KernelServer(configuration: configuration, engine: makeEngine())
        ParentProcessWatch.start(parentValue: ProcessEnvironment.value(of: ParentProcessWatch.environmentVariable))
        server.run()
    } catch {
        fail("\(error)")
    }
}
