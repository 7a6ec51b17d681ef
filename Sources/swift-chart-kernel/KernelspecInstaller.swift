import ChartScript
import Glibc
import JupyterEngine
import JupyterKernel

/// Why the kernelspec could not be written.
enum InstallError: Error, CustomStringConvertible {
    case noVirtualEnvironment
    case cannotWrite(path: String, reason: String)
    case invalidTemplate(path: String)

    var description: String {
        switch self {
        case .noVirtualEnvironment:
            return "--sys-prefix needs an active virtual environment (VIRTUAL_ENV or CONDA_PREFIX); use --prefix DIR instead"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        case .invalidTemplate(let path): return "the kernelspec template \(path) is not a JSON object with an argv list"
        }
    }
}

/// Writes `kernel.json` (from the template in the project's `kernelspec/` folder, with the
/// absolute path of this executable) and the logos into `<prefix>/share/jupyter/kernels/<name>`.
struct KernelspecInstaller {
    /// The absolute path of the running executable.
    var executablePath: String
    var environment: [String: String] = ProcessEnvironment.all

    /// The folder the kernelspec goes to.
    func kernelsFolder(for destination: KernelspecInstallation.Destination) throws -> String {
        switch destination {
        case .user:
            if let data = environment["JUPYTER_DATA_DIR"], !data.isEmpty { return data + "/kernels" }
            if let data = environment["XDG_DATA_HOME"], !data.isEmpty { return data + "/jupyter/kernels" }
            return (environment["HOME"] ?? "/root") + "/.local/share/jupyter/kernels"
        case .sysPrefix:
            guard let prefix = environment["VIRTUAL_ENV"] ?? environment["CONDA_PREFIX"], !prefix.isEmpty else {
                throw InstallError.noVirtualEnvironment
            }
            return prefix + "/share/jupyter/kernels"
        case .prefix(let prefix):
            return absolute(prefix) + "/share/jupyter/kernels"
        }
    }

    /// Installs and returns the folder written.
    func install(_ installation: KernelspecInstallation) throws -> String {
        let folder = try kernelsFolder(for: installation.destination) + "/" + installation.name
        guard FileSystem.createDirectories(atPath: folder) else {
            throw InstallError.cannotWrite(path: folder, reason: String(cString: strerror(errno)))
        }
        let templateFolder = findTemplateFolder()
        var spec = try template(in: templateFolder)
        guard case .array(var argv)? = spec["argv"], !argv.isEmpty else {
            throw InstallError.invalidTemplate(path: templateFolder.map { $0 + "/kernel.json" } ?? "built-in template")
        }
        argv[0] = .string(executablePath)
        spec["argv"] = .array(argv)
        if let displayName = installation.displayName { spec["display_name"] = .string(displayName) }
        if let memoryLimit = installation.memoryLimit {
            var environment = spec["env"]?.objectValue ?? [:]
            environment[MemoryBudget.environmentVariable] = .string(memoryLimit)
            spec["env"] = .object(environment)
        }
        let json = JSONWriter.string(of: .object(spec)) + "\n"
        let specPath = folder + "/kernel.json"
        if let reason = FileSystem.write(Array(json.utf8), toPath: specPath) {
            throw InstallError.cannotWrite(path: specPath, reason: reason)
        }
        for logo in ["logo-32x32.png", "logo-64x64.png", "logo-svg.svg"] {
            guard let templateFolder, let data = FileSystem.contents(atPath: templateFolder + "/" + logo) else {
                fputs("warning: \(logo) not found beside the kernelspec template; installed without it\n", stderr)
                continue
            }
            let target = folder + "/" + logo
            if let reason = FileSystem.write(data, toPath: target) {
                throw InstallError.cannotWrite(path: target, reason: reason)
            }
        }
        return folder
    }

    /// The template's JSON, or a built-in one when the project's folder is not found.
    private func template(in folder: String?) throws -> [String: JSONValue] {
        guard let folder, let data = FileSystem.contents(atPath: folder + "/kernel.json") else {
            return ["argv": ["swift-chart-kernel", "--connection-file", "{connection_file}"],
                    "display_name": "Swift (Charts)", "language": "swift", "interrupt_mode": "message",
                    "metadata": ["debugger": true]]
        }
        guard let object = (try? JSONReader.parse(data))?.objectValue else {
            throw InstallError.invalidTemplate(path: folder + "/kernel.json")
        }
        return object
    }

    /// The `kernelspec` folder of the project: searched upwards from the executable (which
    /// lives in `.build/…`), then from the current folder.
    func findTemplateFolder() -> String? {
        var starts = [parentFolder(of: executablePath)]
        starts.append(FileSystem.currentDirectory)
        for start in starts {
            var folder = start
            while !folder.isEmpty && folder != "/" {
                let candidate = folder + "/kernelspec"
                if FileSystem.fileExists(atPath: candidate + "/kernel.json") { return candidate }
                folder = parentFolder(of: folder)
            }
        }
        return nil
    }

    private func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileSystem.currentDirectory + "/" + path
    }
}

/// The absolute path of the running executable (`/proc/self/exe`), else argv[0] made absolute.
func runningExecutablePath() -> String {
    if let resolved = FileSystem.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return resolved }
    let first = CommandLine.arguments.first ?? "swift-chart-kernel"
    return first.hasPrefix("/") ? first : FileSystem.currentDirectory + "/" + first
}
