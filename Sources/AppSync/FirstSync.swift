import AppCore
import AppStorage
import Foundation
import UDFKit

/// The first sync of a file with a server, merged by record id (docs/sync.md): an empty
/// server gets the file's data, an empty file gets the server's, and two populated sides get
/// their union. A record both sides hold differently keeps the server's version; the file's is
/// kept as a conflict (a change record that would put it back), never dropped.
///
/// The same merge recovers a server that lost what the file synced (restored from a dump,
/// made again: ``Rule/newerVersionWins``): there a record the file holds at a higher version
/// than the server is the server's own later state, which it lost, and the file's is sent; a
/// lower one is the file's stale copy (the server moved on since), unless an action waiting
/// in the file changed it: that one is kept as a conflict.
///
/// ```swift
/// let merge = FirstSync(local: fileData, server: serverData)
/// try server.replace(serverData, with: merge.union)
/// ```
struct FirstSync {
    /// Which version a record both sides hold differently keeps.
    enum Rule {
        /// The server's; the file's is kept as a conflict.
        case serverWins
        /// The file's when its version is higher (the server went back in time); else the
        /// server's, with the file's kept as a conflict when an action waiting in the file
        /// changed the record (`pending`) or both hold the same version differently.
        case newerVersionWins(pending: Set<RecordID>)
    }

    /// The server's data with the file's records it lacked appended.
    private(set) var union: AppData
    /// The file's versions of the records both sides hold differently, as a change record
    /// from the server's version to the file's; empty when there is none.
    private(set) var differing: AppChanges?
    private(set) var report = MergeReport()

    init(local: AppData, server: AppData, rule: Rule = .serverWins) {
        union = server
        var mine = server
        mine.beginChanges()
        if case .newerVersionWins = rule { report.recovered = true }
        report.differing += Self.merge(local.projects, into: &union.projects, differing: &mine.projects, uploaded: &report.uploaded, rule: rule)
        report.differing += Self.merge(local.items, into: &union.items, differing: &mine.items, uploaded: &report.uploaded, rule: rule)
        for activity in local.activities where server.activities[id: activity.id] == nil {
            union.activities.append(activity)
            report.uploaded += 1
        }
        report.downloaded = Self.missing(server.projects, in: local.projects) + Self.missing(server.items, in: local.items)
            + Self.missing(server.activities, in: local.activities)
        differing = report.differing > 0 ? mine.changes : nil
    }

    /// Appends to `union` the records of `local` it lacks, and puts there those `rule` keeps
    /// the file's version of; sets in `differing` the others it holds differently; returns
    /// how many differ.
    private static func merge<Element: Identifiable & Equatable & VersionedRecord>(
        _ local: IdentifiedList<Element>, into union: inout IdentifiedList<Element>,
        differing: inout IdentifiedList<Element>, uploaded: inout Int, rule: Rule
    ) -> Int {
        var count = 0
        for record in local {
            if let theirs = union[id: record.id] {
                guard theirs != record else { continue }
                switch rule.keeps(record, over: theirs) {
                case .mine:
                    union[id: record.id] = record
                    uploaded += 1
                case .theirs:
                    break
                case .theirsKeepingMineAsAConflict:
                    differing[id: record.id] = record
                    count += 1
                }
            } else {
                union.append(record)
                uploaded += 1
            }
        }
        return count
    }

    private static func missing<Element: Identifiable & Equatable>(_ elements: IdentifiedList<Element>, in other: IdentifiedList<Element>) -> Int {
        elements.count { other[id: $0.id] == nil }
    }
}

extension FirstSync.Rule {
    /// Which of two different versions of a record the merge keeps.
    enum Choice {
        case mine, theirs, theirsKeepingMineAsAConflict
    }

    /// A record that differs only by when it was last touched (a project whose items
    /// changed) keeps the later touch, whatever the rule: there is nothing to choose between.
    func keeps<Element: VersionedRecord & Identifiable>(_ mine: Element, over theirs: Element) -> Choice {
        if mine.isLaterTouch(of: theirs) { return .mine }
        if theirs.isLaterTouch(of: mine) { return .theirs }
        switch self {
        case .serverWins:
            return .theirsKeepingMineAsAConflict
        case .newerVersionWins(let pending):
            if mine.version > theirs.version { return .mine }
            return mine.version < theirs.version && !pending.contains(mine.recordID) ? .theirs : .theirsKeepingMineAsAConflict
        }
    }
}

/// A record that counts its edits (``AppCore/Project/version``, ``AppCore/Item/version``).
protocol VersionedRecord {
    var version: Int { get }
    /// The record's id among every kind of record.
    var recordID: RecordID { get }
    /// Whether this is `other` touched later and otherwise the same.
    func isLaterTouch(of other: Self) -> Bool
}

extension Project: VersionedRecord {
    var recordID: RecordID { .project(id: id) }

    func isLaterTouch(of other: Project) -> Bool {
        var same = self
        same.updatedAt = other.updatedAt
        return same == other && updatedAt > other.updatedAt
    }
}

extension Item: VersionedRecord {
    var recordID: RecordID { .item(id: id) }

    func isLaterTouch(of other: Item) -> Bool { false }
}
