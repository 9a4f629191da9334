extension SnapshotSaver {
    /// Writes the latest value if there is an unsaved change; returns the error, if any,
    /// after reporting it. A failed save stays due.
    @discardableResult
    func saveDueValue() -> (any Error)? {
        writing.withLock { _ in
            let due = pending.withLock { pending in
                defer { (pending.isDirty, pending.scheduled, pending.timer) = (false, nil, nil) }
                return pending.isDirty ? (scheduled: pending.scheduled, reader: pending.reader, lastSaved: pending.lastSaved) : nil
            }
            guard let due, let value = due.scheduled ?? due.reader?() else { return nil }
            if let lastSaved = due.lastSaved, equalIfEquatable(value, lastSaved) == true { return nil }
            do {
                try snapshot.save(value)
                pending.withLock { $0.lastSaved = value }
                return nil
            } catch {
                pending.withLock { pending in
                    pending.isDirty = true
                    if pending.scheduled == nil { pending.scheduled = due.scheduled }
                }
                report(error)
                return error
            }
        }
    }
}
