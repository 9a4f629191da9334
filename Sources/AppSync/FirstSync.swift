import AppCore
import AppStorage
import Foundation
import UDFKit

/// The first sync of a file with a server, merged by record id (docs/sync.md): an empty
/// server gets the file's data, an empty file gets the server's, and two populated sides get
/// their union. A record both sides hold differently keeps the server's version; the file's is
/// kept as a conflict (a change record that would put it back), never dropped.
///
/// ```swift
/// let merge = FirstSync(local: fileData, server: serverData)
/// try server.replace(serverData, with: merge.union)
/// ```
struct FirstSync {
    /// The server's data with the file's records it lacked appended.
    private(set) var union: AppData
    /// The file's versions of the records both sides hold differently, as a change record
    /// from the server's version to the file's; empty when there is none.
    private(set) var differing: AppChanges?
    private(set) var report = MergeReport()

    init(local: AppData, server: AppData) {
        union = server
        var mine = server
        mine.beginChanges()
        report.differing += Self.merge(local.projects, into: &union.projects, differing: &mine.projects, uploaded: &report.uploaded)
        report.differing += Self.merge(local.items, into: &union.items, differing: &mine.items, uploaded: &report.uploaded)
        for activity in local.activities where server.activities[id: activity.id] == nil {
            union.activities.append(activity)
            report.uploaded += 1
        }
        report.downloaded = Self.missing(server.projects, in: local.projects) + Self.missing(server.items, in: local.items)
            + Self.missing(server.activities, in: local.activities)
        differing = report.differing > 0 ? mine.changes : nil
    }

    /// Appends to `union` the records of `local` it lacks, sets in `differing` those it holds
    /// differently; returns how many differ.
    private static func merge<Element: Identifiable & Equatable>(
        _ local: IdentifiedList<Element>, into union: inout IdentifiedList<Element>,
        differing: inout IdentifiedList<Element>, uploaded: inout Int
    ) -> Int {
        var count = 0
        for record in local {
            if let theirs = union[id: record.id] {
                if theirs != record { differing[id: record.id] = record; count += 1 }
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
