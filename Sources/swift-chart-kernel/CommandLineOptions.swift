/// What the command line asks for.
enum KernelCommand: Equatable {
    /// Print the usage.
    case help
    /// Run the kernel with the connection file at the path.
    case run(connectionFile: String)
    /// Write the kernelspec.
    case install(KernelspecInstallation)
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
}

/// A command line that cannot be understood.
enum CommandLineError: Error, Equatable, CustomStringConvertible {
    case unknownArgument(String)
    case missingValue(option: String)
    case missingConnectionFile

    var description: String {
        switch self {
        case .unknownArgument(let argument): return "unknown argument '\(argument)'; see --help"
        case .missingValue(let option): return "\(option) needs a value; see --help"
        case .missingConnectionFile: return "nothing to do: pass --connection-file PATH or a subcommand; see --help"
        }
    }
}

/// The usage text printed by `--help`.
let usage = """
    swift-chart-kernel: a Jupyter kernel for Swift charting.

    Usage:
      swift-chart-kernel --connection-file PATH   run the kernel (Jupyter starts it this way)
      swift-chart-kernel install [--user | --sys-prefix | --prefix DIR] [--name NAME] [--display-name TEXT]
                                                  write the kernelspec into <prefix>/share/jupyter/kernels/NAME
                                                  (default --user, name swift-charts)
      swift-chart-kernel --help                   print this text

    Environment:
      SWIFT_CHART_KERNEL_HISTORY   the SQLite file that keeps cell history (default
                                   $JUPYTER_DATA_DIR/swift-chart-kernel/history.sqlite, else
                                   ~/.local/share/swift-chart-kernel/history.sqlite); ':memory:' keeps none
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
            case "--help", "-h": return .help
            default: throw CommandLineError.unknownArgument(argument)
            }
        }
        return .install(installation)
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
