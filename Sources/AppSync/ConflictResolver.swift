import AppCore
import AppStorage
import Foundation

/// Resolves the conflicts a file keeps (docs/sync.md, *Conflicts*), in the file alone: what
/// it queues reaches the server with the next sync, like any other action.
///
/// - Keep mine: the user's change is made again on the file's current data (after a pull,
///   the server's) with fresh base versions, written to the file and queued; refused by
///   AppCore's rules there, it stays a conflict with the new reason.
/// - Take theirs: the conflict is dropped; the server's version stays.
///
/// ```swift
/// let resolver = ConflictResolver(database: file)
/// switch try resolver.keepMine(3) { case .queued: …; case .stillRefused(let why): … }
/// ```
package struct ConflictResolver: Sendable {
    /// The file, open for writing.
    package let database: AppDatabase

    package init(database: AppDatabase) {
        self.database = database
    }

    /// What keep mine did.
    package enum Outcome: Equatable, Sendable {
        /// The change is in the file and waits to be sent.
        case queued
        /// The file already holds the user's version: the conflict is dropped.
        case alreadyTheSame
        /// The current data refuses it: the conflict is kept, with this reason.
        case stillRefused(String)
        /// No pull brought the server's version since the conflict was found: sync first.
        case waitsForSync
    }

    /// The kept conflicts, each beside the file's current data.
    package func conflicts() throws(StorageError) -> [ConflictSides] {
        let kept = try database.syncConflicts()
        guard !kept.isEmpty else { return [] }
        let data = try database.loadData()
        return kept.map { ConflictSides($0, on: data) }
    }

    /// Keep mine for the conflict `id`; made again when another program wrote the file
    /// between the read and the write.
    ///
    /// - Throws: ``AppStorage/StorageError`` when there is no such conflict or the file fails.
    package func keepMine(_ id: Int64) throws(StorageError) -> Outcome {
        for _ in 0..<4 {
            let sides = ConflictSides(try conflict(id), on: try database.loadData())
            let change: DataChange?
            do { change = try sides.change() } catch {
                throw .failed(path: database.path, detail: "conflict \(id) cannot be encoded again: \(error)")
            }
            guard sides.isSettled else { return .waitsForSync }
            guard let change, let record = sides.record else {
                try database.updateConflict(id: id, reason: sides.refusal ?? "refused")
                return .stillRefused(sides.refusal ?? "refused")
            }
            do {
                if record.isEmpty { try database.dropConflict(id: id) } else { try database.resolveConflict(id: id, with: change) }
                return record.isEmpty ? .alreadyTheSame : .queued
            } catch .changedElsewhere {
                continue
            }
        }
        throw .changedElsewhere(path: database.path)
    }

    /// Take theirs for the conflict `id`: it is dropped.
    ///
    /// - Throws: ``AppStorage/StorageError`` when there is no such conflict or the file fails.
    package func takeTheirs(_ id: Int64) throws(StorageError) {
        _ = try conflict(id)
        try database.dropConflict(id: id)
    }

    private func conflict(_ id: Int64) throws(StorageError) -> SyncConflict {
        guard let conflict = try database.syncConflict(id: id) else {
            throw .failed(path: database.path, detail: NoSuchConflict(id: id).description)
        }
        return conflict
    }
}
