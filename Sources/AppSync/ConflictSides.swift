import AppCore
import AppStorage
import Foundation
import UDFKit

/// A kept conflict seen against the file's current data (after a pull, the server's): the
/// user's change made again on it, through AppCore's rules, as keep mine would make it.
///
/// ``record`` goes from theirs (each element's `before`, the file's current record) to mine
/// (`after`): what `udf-tui sync status` and the conflicts screen show field by field. When
/// AppCore refuses the change on the current data, ``refusal`` says why and keep mine
/// leaves the conflict kept with that reason.
///
/// ```swift
/// let sides = ConflictSides(conflict, on: try database.loadData())
/// for item in sides.record?.items.elements ?? [] { print(item.before?.amount, item.after?.amount) }
/// ```
package struct ConflictSides: Sendable {
    /// The conflict as the file keeps it.
    package var conflict: SyncConflict
    /// What keep mine queues, made again on the current data; nil when refused.
    package var payload: SyncPayload?
    /// From theirs to mine, one element per record (empty when the file holds mine already);
    /// nil when refused.
    package var record: AppChanges?
    /// Why the current data refuses the change; nil when keep mine can apply it.
    package var refusal: String?
    /// Whether a pull brought the server's version since the conflict was found: until
    /// then the file still shows the user's, and there is nothing to compare or resolve against.
    package var isSettled: Bool

    /// What ``refusal`` says of a conflict not yet settled.
    package static let waitingForPull = "the file shows your version until the next sync brings the server's"

    /// The user's change of `conflict` made again on `data`: an edit's expected version
    /// becomes the current one, a change record's `before` the current record.
    package init(_ conflict: SyncConflict, on data: AppData) {
        self.conflict = conflict
        isSettled = (try? JSONDecoder().decode(RecordBases.self, from: conflict.pending.bases))?.settled == true
        guard isSettled else {
            refusal = Self.waitingForPull
            return
        }
        guard let decoded = try? SyncPayload(decoding: conflict.pending.payload) else {
            refusal = "this version of udf-tui cannot read it"
            return
        }
        let again = Self.rebased(decoded, on: data)
        switch ServerReplay.apply(again, to: data, bases: RecordBases()) {
        case .failure(let refused): refusal = refused.reason
        case .success(let made): (payload, record) = (again, made.record)
        }
    }

    /// The rows keep mine writes in the file, with the outbox entry that sends them: nil when
    /// the change is refused (``refusal``).
    package func change() throws -> DataChange? {
        guard let payload, let record else { return nil }
        var change = DataChange(record)
        change.syncNote = .pending(PendingAction(payload: try payload.encoded(), bases: try JSONEncoder().encode(RecordBases(record))))
        return change
    }

    static func rebased(_ payload: SyncPayload, on data: AppData) -> SyncPayload {
        switch payload {
        case .action(let action): .action(rebased(action, on: data))
        case .changes(let changes): .changes(rebased(changes, on: data))
        }
    }

    /// An edit expecting the version the record has now (an edit that expected none stays so).
    private static func rebased(_ action: any Action, on data: AppData) -> any Action {
        switch action {
        case let ItemAction.itemEdited(id, amount, timestamp, notes, at, expected?):
            ItemAction.itemEdited(id: id, amount: amount, timestamp: timestamp, notes: notes, at: at,
                                  expectedVersion: data.items[id: id]?.version ?? expected)
        case let ProjectAction.projectEdited(id, title, units, frequency, at, expected?):
            ProjectAction.projectEdited(id: id, title: title, units: units, frequency: frequency, at: at,
                                        expectedVersion: data.projects[id: id]?.version ?? expected)
        case let ProjectAction.targetSet(id, target, at, expected?):
            ProjectAction.targetSet(id: id, target: target, at: at, expectedVersion: data.projects[id: id]?.version ?? expected)
        default:
            action
        }
    }

    /// A change record from the records as they are now to the user's versions, each one
    /// version past the current record's.
    private static func rebased(_ changes: AppChanges, on data: AppData) -> AppChanges {
        AppChanges(
            projects: rebased(changes.projects, on: data.projects) { $0.version = $1.version + 1 },
            items: rebased(changes.items, on: data.items) { $0.version = $1.version + 1 },
            activities: rebased(changes.activities, on: data.activities) { _, _ in }
        )
    }

    private static func rebased<Element: Identifiable & Equatable>(
        _ changes: ListChanges<Element>, on current: IdentifiedList<Element>, bump: (inout Element, Element) -> Void
    ) -> ListChanges<Element> {
        // A record mine removes and theirs no longer has is no change.
        let elements = changes.elements.compactMap { change -> ElementChange<Element>? in
            let now = current[id: change.id]
            guard now != nil || change.after != nil else { return nil }
            var after = change.after
            if let now, var mine = after {
                bump(&mine, now)
                after = mine
            }
            return ElementChange(id: change.id, before: now, after: after, offsetBefore: nil, offsetAfter: nil)
        }
        return ListChanges(countBefore: current.count, countAfter: current.count, elements: elements)
    }
}
