extension GlobalStore {
    /// The values of the session's variables as they are now: the cell each defined name means
    /// and the value in it.
    struct Snapshot {
        fileprivate let entries: [(cell: GlobalCell, value: Value)]
    }

    /// The values every defined name holds now.
    func snapshot() -> Snapshot {
        Snapshot(entries: slotByName.values.compactMap { slot in
            isDefined[slot] ? (cells[slot], cells[slot].pointee) : nil
        })
    }

    /// Puts back the values of `snapshot`: whatever ran since (a user expression) assigned
    /// to the variables is undone. Changes inside class instances the variables refer to are
    /// not, as they are shared.
    func restore(_ snapshot: Snapshot) {
        for entry in snapshot.entries {
            entry.cell.pointee = entry.value
        }
    }
}
