import ChartScript

/// What the command line asks for.
enum KernelCommand: Equatable {
    /// Print the usage.
    case help
    /// Run the kernel with the connection file at the path.
    case run(connectionFile: String)
    /// Write the kernelspec.
    case install(KernelspecInstallation)
    /// Write a notebook (or a Markdown file's Swift blocks) as a SwiftPM package.
    case export(NotebookExportRequest)
}

/// What to export, where, and against which checkout of the libraries.
struct NotebookExportRequest: Equatable {
    /// The `.ipynb` or `.md` file.
    var source: String
    /// The package folder to write.
    var directory: String
    /// The libraries' checkout; nil finds it above the kernel's executable.
    var libraryPath: String?
    /// The folder the cells' relative paths are read from; nil for the notebook's folder.
    var workingDirectory: String?
}

/// Where and under which name the kernelspec is installed.
struct KernelspecInstallation: Equatable {
    /// The prefix choice.
    enum Destination: Equatable {
        /// The user's Jupyter data folder (`~/.local/share/jupyter`).
        case user
        /// The active virtual environment (`$VIRTUAL_ENV` or `$CONDA_PREFIX`).
        case sysPrefix
        /// `<prefix>/share/jupyter`.
        case prefix(String)
    }

    var destination: Destination = .user
    var name = "swift-charts"
    var displayName: String?
    /// The memory budget written into the kernelspec's `env`; nil writes none (the kernel's default).
    var memoryLimit: String?
}

/// A command line that cannot be understood.
enum CommandLineError: Error, Equatable, CustomStringConvertible {
    case unknownArgument(String)
    case missingValue(option: String)
    case missingConnectionFile
    case missingExportArguments
    case invalidMemoryLimit(String)

    var description: String {
        switch self {
        case .unknownArgument(let argument): return "unknown argument '\(argument)'; see --help"
        case .missingValue(let option): return "\(option) needs a value; see --help"
        case .missingConnectionFile: return "nothing to do: pass --connection-file PATH or a subcommand; see --help"
        case .missingExportArguments: return "export needs a notebook and a folder: swift-chart-kernel export NOTEBOOK.ipynb DIR"
        case .invalidMemoryLimit(let message): return message
        }
    }
}

/// The usage text printed by `--help`.
let usage = """
    swift-chart-kernel: a Jupyter kernel for Swift charting.

    Usage:
      swift-chart-kernel --connection-file PATH   run the kernel (Jupyter starts it this way)
      swift-chart-kernel install [--user | --sys-prefix | --prefix DIR] [--name NAME] [--display-name TEXT]
                                 [--memory-limit SIZE]
                                                  write the kernelspec into <prefix>/share/jupyter/kernels/NAME
                                                  (default --user, name swift-charts); --memory-limit writes
                                                  SWIFT_CHART_KERNEL_MEMORY_LIMIT=SIZE into its env
      swift-chart-kernel export NOTEBOOK DIR [--package PATH] [--working-directory FOLDER]
                                                  write NOTEBOOK (.ipynb, or a .md file's ```swift blocks) as a
                                                  SwiftPM package in DIR: `cd DIR && swift run` runs the cells as a
                                                  program (charts to DIR/charts/), with the data files they name
                                                  copied from FOLDER (default: the notebook's folder); PATH is this
                                                  project's checkout (default: found above the kernel's executable)
      swift-chart-kernel --help                   print this text

    Environment:
      SWIFT_CHART_KERNEL_HISTORY   the SQLite file that keeps cell history (default
                                   $JUPYTER_DATA_DIR/swift-chart-kernel/history.sqlite, else
                                   ~/.local/share/swift-chart-kernel/history.sqlite); ':memory:' keeps none
      SWIFT_CHART_KERNEL_MEMORY_LIMIT
                                   the most memory the kernel may hold while a cell runs, such as 1G or 512M
                                   (default 1G; none for no limit): past it the cell stops with a MemoryError
                                   and the kernel stays usable
    """

/// Reads the arguments after the program name.
func parseCommandLine(_ arguments: [String]) throws -> KernelCommand {
    var remaining = arguments[...]
    func value(for option: String) throws -> String {
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else { throw CommandLineError.missingValue(option: option) }
        return next
    }
    if remaining.first == "install" {
        remaining.removeFirst()
        var installation = KernelspecInstallation()
        while let argument = remaining.popFirst() {
            switch argument {
            case "--user": installation.destination = .user
            case "--sys-prefix": installation.destination = .sysPrefix
            case "--prefix": installation.destination = .prefix(try value(for: argument))
            case "--name": installation.name = try value(for: argument)
            case "--display-name": installation.displayName = try value(for: argument)
            case "--memory-limit":
                let limit = try value(for: argument)
                do { _ = try MemoryBudget(parsing: limit) } catch { throw CommandLineError.invalidMemoryLimit("\(error)") }
                installation.memoryLimit = limit
            case "--help", "-h": return .help
            default: throw CommandLineError.unknownArgument(argument)
            }
        }
        return .install(installation)
    }
    if remaining.first == "export" {
        remaining.removeFirst()
        var positional: [String] = []
        var libraryPath: String?
        var workingDirectory: String?
        while let argument = remaining.popFirst() {
            switch argument {
            case "--package": libraryPath = try value(for: argument)
            case "--working-directory": workingDirectory = try value(for: argument)
            case "--help", "-h": return .help
            default:
                guard !argument.hasPrefix("--") else { throw CommandLineError.unknownArgument(argument) }
                positional.append(argument)
            }
        }
        guard positional.count == 2 else {
            if positional.count > 2 { throw CommandLineError.unknownArgument(positional[2]) }
            throw CommandLineError.missingExportArguments
        }
        return .export(NotebookExportRequest(source: positional[0], directory: positional[1], libraryPath: libraryPath,
                                               workingDirectory: workingDirectory))
    }
    var connectionFile: String?
    while let argument = remaining.popFirst() {
        switch argument {
        case "--help", "-h": return .help
        case "--connection-file", "-f": connectionFile = try value(for: argument)
        default:
            if argument.hasPrefix("--connection-file=") {
                connectionFile = String(argument.dropFirst("--connection-file=".count))
            } else {
                throw CommandLineError.unknownArgument(argument)
            }
        }
    }
    guard let connectionFile else { throw CommandLineError.missingConnectionFile }
    return .run(connectionFile: connectionFile)
}
