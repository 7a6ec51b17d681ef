import JupyterEngine

/// The comms open between the kernel and front ends, by id, for `comm_info_request` and for
/// routing `comm_msg` and `comm_close`.
struct CommRegistry {
    private var comms: [String: Comm] = [:]

    /// Remembers an open comm.
    mutating func add(_ comm: Comm) {
        comms[comm.id] = comm
    }

    /// Forgets the comm with `id`, returning it when it was open.
    @discardableResult
    mutating func remove(id: String) -> Comm? {
        comms.removeValue(forKey: id)
    }

    /// The open comm with `id`.
    func comm(id: String) -> Comm? {
        comms[id]
    }

    /// Open comms, only those of `targetName` when given, as `comm_info_reply`'s `comms`.
    func info(targetName: String?) -> [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        for comm in comms.values where targetName == nil || comm.targetName == targetName {
            result[comm.id] = ["target_name": .string(comm.targetName)]
        }
        return result
    }
}
