extension IdentifiedList {
    /// Starts a new change record: from now on, ``changes`` says what changed since this call.
    ///
    /// ``Reducer/recordingChanges()`` calls it before every action its reducer handles, which
    /// is how an app gets one record per action; call it yourself only outside a store.
    ///
    /// ```swift
    /// todos.beginChanges()
    /// todos.append(garden)
    /// todos.changes.inserted.map(\.id)   // [garden.id]
    /// ```
    public mutating func beginChanges() {
        journal.begin(count: elements.count)
    }

    /// Whether a change record is open: ``beginChanges()`` was called on this list.
    public var isRecordingChanges: Bool { journal.isRecording }

    /// What changed since ``beginChanges()``, at a cost proportional to the elements changed;
    /// no change when no record is open.
    ///
    /// An element changed several times appears once, from its value and offset before the
    /// record to its value and offset now; one inserted and removed again, or changed and put
    /// back as it was without moving, does not appear.
    public var changes: ListChanges<Element> {
        guard journal.isRecording else { return .none(count: elements.count) }
        let changed = journal.entries.compactMap { entry -> ElementChange<Element>? in
            let offset = offsets[entry.id]
            let after = offset.map { elements[$0] }
            if entry.before == nil, after == nil { return nil }
            if !entry.moved, entry.before == after { return nil }
            return ElementChange(id: entry.id, before: entry.before, after: after,
                                 offsetBefore: entry.offset, offsetAfter: offset, isMoved: entry.moved)
        }
        return ListChanges(countBefore: journal.countBefore, countAfter: elements.count, elements: changed)
    }

    /// Which version of the list this is, and which version its open record began from.
    @inlinable
    public var changeStamp: ChangeRecordStamp {
        ChangeRecordStamp(current: journal.stamp, begun: journal.isRecording ? journal.begun : nil)
    }
}
