import AppCore
import AppStorage
import Foundation
import UDFKit

/// A kept conflict seen against the file's current data (after a pull, the server's): the
/// user's change made again on it, through AppCore's rules, as keep mine would make it.
///
/// Only what the user changed is made again: each field the change set (its record's
/// before and after differ in it, ``AppCore/EditableField``) takes the user's value, every
/// other field keeps theirs. A record deleted elsewhere is made again with the user's
/// values (an item added to a project deleted elsewhere brings the project back as the user
/// last saw it); a record the user deleted is deleted.
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

    /// The user's change of `conflict` made again on `data`, field by field (the type's
    /// summary says how).
    package init(_ conflict: SyncConflict, on data: AppData) {
        self.conflict = conflict
        let bases = try? JSONDecoder().decode(RecordBases.self, from: conflict.pending.bases)
        isSettled = bases?.settled == true
        guard isSettled else {
            refusal = Self.waitingForPull
            return
        }
        guard let decoded = try? SyncPayload(decoding: conflict.pending.payload) else {
            refusal = "this version of udf-tui cannot read it"
            return
        }
        let again: SyncPayload
        if let mine = Self.madeHere(decoded, bases) {
            again = .changes(Self.reapplied(mine, context: bases?.context ?? [], on: data))
        } else {
            again = Self.rebased(decoded, on: data)    // kept by an earlier version, without its change record
        }
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

    /// The change the user made here: a change record payload is its own; an action's was
    /// kept with its bases (``AppStorage/RecordBases/made``).
    static func madeHere(_ payload: SyncPayload, _ bases: RecordBases?) -> AppChanges? {
        if case .changes(let changes) = payload { return changes }
        return bases?.made
    }

    /// `mine` made again on `data`, field by field: from the records as they are now to
    /// theirs with the fields mine changed set to mine's values (a version past theirs), or
    /// mine whole where `data` no longer has the record; a project of `context` (as it was
    /// here) made again when an item of mine needs it and `data` no longer has it.
    static func reapplied(_ mine: AppChanges, context: [Project], on data: AppData) -> AppChanges {
        var projects = reapplied(mine.projects, on: data.projects) { before, after, theirs in
            var merged = EditableField.reapply(before, after, onto: theirs, fields: Project.editableFields)
            merged.updatedAt = max(theirs.updatedAt, after.updatedAt)
            if Project.editableFields.contains(where: { $0.differs(merged, theirs) }) { merged.version = theirs.version + 1 }
            return merged
        }
        let needed = Set(mine.items.elements.compactMap(\.after?.projectID))
        for project in context where needed.contains(project.id) && data.projects[id: project.id] == nil
            && !projects.elements.contains(where: { $0.id == project.id }) {
            projects.elements.append(ElementChange(id: project.id, before: nil, after: project, offsetBefore: nil, offsetAfter: nil))
        }
        return AppChanges(
            projects: projects,
            items: reapplied(mine.items, on: data.items) { before, after, theirs in
                var merged = EditableField.reapply(before, after, onto: theirs, fields: Item.editableFields)
                if merged != theirs { merged.version = theirs.version + 1 }
                return merged
            },
            activities: reapplied(mine.activities, on: data.activities) { _, after, _ in after }
        )
    }

    private static func reapplied<Element: Identifiable & Equatable>(
        _ changes: ListChanges<Element>, on current: IdentifiedList<Element>, merge: (Element, Element, Element) -> Element
    ) -> ListChanges<Element> {
        let elements = changes.elements.compactMap { change -> ElementChange<Element>? in
            let theirs = current[id: change.id]
            let after: Element?
            switch (change.before, change.after, theirs) {
            case (_, nil, nil): return nil                                    // removed on both sides
            case (_, nil, _?): after = nil                                    // mine removes it
            case (_, let mine?, nil): after = mine                            // gone there: made again with mine
            case (nil, let mine?, let theirs?): after = merge(theirs, mine, theirs)
            case (let before?, let mine?, let theirs?): after = merge(before, mine, theirs)
            }
            guard after != theirs else { return nil }
            return ElementChange(id: change.id, before: theirs, after: after, offsetBefore: nil, offsetAfter: nil)
        }
        return ListChanges(countBefore: current.count, countAfter: current.count, elements: elements)
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
