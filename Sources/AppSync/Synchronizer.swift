import AppCore
import AppStorage
import AppStoragePostgres
import Foundation
import Synchronization

/// Syncs one local file with one PostgreSQL server: the first sync's merge, then the outbox
/// pushed oldest first, then the server's data pulled into the file once the outbox is empty
/// (docs/sync.md). Every call is synchronous and waits at most the connection's deadlines;
/// run it on a thread of its own (``BackgroundSync``) or in a command, never in a key handler.
///
/// ```swift
/// let synchronizer = try Synchronizer(local: file, server: server)
/// let report = try synchronizer.sync()
/// print(report.summary)
/// ```
package final class Synchronizer: Sendable {
    /// The local file, on a connection of the synchronizer's own: its pulls are another
    /// connection's commits for the program's store, whose watcher reloads them.
    package let local: AppDatabase
    package let server: PostgresStorage
    private let now: @Sendable () -> Date
    /// The server's data as the last pull read it, and its place in the change log: the next
    /// pull reads only the rows changed since (docs/sync.md, *Pull*).
    private let mirror = Mutex<(data: AppData, point: SyncPoint)?>(nil)
    /// How the last pull read the server's data, if one did.
    package var lastPullRead: PullRead? { lastRead.withLock { $0 } }
    private let lastRead = Mutex<PullRead?>(nil)

    /// How a pull read the server's data.
    package enum PullRead: Equatable, Sendable {
        /// Every row (the first pull of this synchronizer, or the change log could not say).
        case everything
        /// The rows changed since the previous pull, applied to the copy it kept.
        case changes
    }

    /// Links `local` to `server` (or checks it is linked to it) and makes a synchronizer.
    ///
    /// - Parameter name: what the link remembers of the server: its URL as given (no
    ///   password), which `udf-tui sync` connects to later; by default the server's location.
    /// - Throws: ``AppStorage/StorageError`` when the file is linked to a server at another
    ///   place (``open(local:url:now:)`` first asks the server who it is).
    package init(
        local: AppDatabase, server: PostgresStorage, name: String? = nil, now: @escaping @Sendable () -> Date = Date.init
    ) throws(StorageError) {
        self.local = local
        self.server = server
        self.now = now
        let link = try local.link(to: name ?? server.location, key: server.postgresLocation.place)
        guard ServerMatch.isAtPlace(of: link, server.postgresLocation) else {
            throw .failed(path: local.path, detail: ServerMatch.elsewhere(link, server.postgresLocation))
        }
    }

    /// Connects to the server at `url` for `local` and makes a synchronizer: the database's
    /// identity is read before anything is created on it, and a database other than the one
    /// the file syncs with is refused, naming both (docs/sync.md, *Which server*). The same
    /// database reached by another URL moves the link to that URL.
    ///
    /// - Throws: ``AppStorage/StorageError`` when the server cannot be reached, refuses, or is
    ///   another database; nothing is created on it then, and the file is unchanged.
    package static func open(local: AppDatabase, url: String, now: @escaping @Sendable () -> Date = Date.init) throws(StorageError) -> Synchronizer {
        let location = try PostgresLocation(parsing: url)
        let link = try local.syncLink()
        let server = try PostgresStorage.open(location, sync: { hasTables, identity throws(StorageError) in
            guard let link, let refusal = ServerMatch.refusal(of: link, at: location, hasTables: hasTables, identity: identity) else { return }
            throw .failed(path: local.path, detail: refusal)
        })
        do {
            if let link, link.server != url || !ServerMatch.isAtPlace(of: link, location) { try local.moveLink(to: url, key: location.place) }
            return try Synchronizer(local: local, server: server, name: url, now: now)
        } catch {
            server.close()
            throw error
        }
    }

    /// Merges on the first sync (or after the server lost what the file synced), sends every
    /// waiting action, then receives the server's data.
    ///
    /// - Throws: ``AppStorage/StorageError`` when the server cannot be reached or answers
    ///   too late; whatever was acknowledged before stays acknowledged, the rest waits.
    package func sync() throws(StorageError) -> SyncReport {
        guard var link = try local.syncLink() else { throw .failed(path: local.path, detail: "the file is not linked to a server") }
        var report = SyncReport()
        let state = try server.standing(client: link.client)
        guard let identity = state.identity else {
            throw .failed(path: server.location, detail: "its tables lack what sync needs: run udf-tui once as their owner to upgrade them")
        }
        if try follow(identity, state, &link) {
            mirror.withLock { $0 = nil }
        }
        if !link.firstSyncDone { report.firstSync = try mergeFirst(recovering: link.recovering) }
        try push(client: link.client, into: &report)
        report.received = try pull(after: link)
        report.waiting = try local.syncCounts().waiting
        return report
    }

    /// Notes the server's identity in the link, and whether the server lost what the file
    /// knows it synced: another fingerprint (restored from a dump, made again), fewer
    /// receipts for this client than it acknowledged, a change log behind the file's cursor,
    /// or another identity at the same place (made again). Then the next merge recovers it.
    private func follow(_ identity: ServerIdentity, _ state: PostgresStorage.ServerStanding, _ link: inout SyncLink) throws(StorageError) -> Bool {
        let behind = state.lastChange < link.cursor
        let lost: Bool
        switch link.serverID {
        case nil:
            lost = link.firstSyncDone && behind
        case identity.id:
            lost = link.fingerprint.map { $0 != identity.fingerprint } == true || state.highestReceipt < link.acknowledged || behind
        case let known?:
            guard ServerMatch.isAtPlace(of: link, server.postgresLocation) else {
                throw .failed(path: local.path, detail: ServerMatch.another(identity.id, known: known, link: link, at: server.postgresLocation))
            }
            lost = true
        }
        guard lost || link.serverID != identity.id || link.fingerprint != identity.fingerprint else { return false }
        try local.noteServer(identity, key: server.postgresLocation.place, recovering: lost && link.firstSyncDone, acknowledged: state.highestReceipt)
        link = try local.syncLink() ?? link
        return lost
    }

    private func mergeFirst(recovering: Bool) throws(StorageError) -> MergeReport {
        let (mine, cut, pending) = try local.firstSyncSnapshot(withPendingRecords: recovering)
        let theirs = try server.loadData()
        let merge = FirstSync(local: mine, server: theirs, rule: recovering ? .newerVersionWins(pending: pending) : .serverWins)
        if merge.union != theirs { try server.replace(theirs, with: merge.union) }
        var conflicts: [SyncConflict] = []
        if let differing = merge.differing {
            do {
                let pending = PendingAction(payload: try SyncPayload.changes(differing).encoded(), bases: try JSONEncoder().encode(RecordBases()))
                let when = recovering ? "when the server was found to lack what this file synced" : "at the first sync"
                conflicts.append(SyncConflict(outboxSequence: nil, pending: pending,
                                              reason: "\(merge.report.differing) records differed \(when); the server's kept", foundAt: now()))
            } catch {
                throw .failed(path: local.path, detail: "the first sync's conflicts cannot be encoded: \(error)")
            }
        }
        try local.finishFirstSync(cut: cut, conflicts: conflicts)
        return merge.report
    }

    /// Sends the outbox, oldest first, a batch at a time; acknowledges each batch in one local
    /// transaction. An entry touching a record of a conflict kept since the last pull waits
    /// behind it as a conflict too: it was made on top of the refused one.
    ///
    /// An entry whose number the server holds for another payload means this file is a copy
    /// or a restored backup: the file takes a new client id and the entry, and those after
    /// it, are sent under it (docs/sync.md, *Copies and backups*).
    private func push(client first: UUID, into report: inout SyncReport) throws(StorageError) {
        var client = first
        var replay = ServerReplay(server: server, client: client)
        // A conflict a pull has settled holds nothing back: what was made since is made on
        // the server's version.
        var blocked = Set(try local.syncConflicts().flatMap { conflict in
            Self.bases(conflict.pending).flatMap { $0.settled == true ? nil : $0.records } ?? []
        })
        while true {
            let batch = try local.pendingActions(limit: 256)
            if batch.isEmpty { return }
            // Without kept conflicts, the batch goes in one server transaction when it can.
            if blocked.isEmpty, try replay.replay(batch: batch) {
                try local.acknowledge(batch.map(\.sequence))
                report.sent += batch.count
                continue
            }
            var acknowledged: [Int64] = []
            defer { try? local.acknowledge(acknowledged) }
            for entry in batch {
                let records = Self.bases(entry.pending)?.records ?? []
                var outcome: ServerReplay.Outcome = blocked.isDisjoint(with: records)
                    ? try replay.replay(entry) : .refused("made on top of a change kept as a conflict")
                if outcome == .numberTaken {
                    // What was acknowledged so far was the old id's.
                    try local.acknowledge(acknowledged)
                    acknowledged = []
                    client = try local.takeNewClient(replacing: client)
                    replay = ServerReplay(server: server, client: client)
                    report.tookNewClient = true
                    outcome = try replay.replay(entry)
                }
                switch outcome {
                case .applied: acknowledged.append(entry.sequence); report.sent += 1
                case .alreadyApplied: acknowledged.append(entry.sequence); report.alreadyApplied += 1
                case .numberTaken:
                    throw .failed(path: server.location, detail: "outbox entry \(entry.sequence) is refused under a new client id too")
                case .refused(let reason):
                    try local.acknowledge(acknowledged)
                    acknowledged = []
                    try local.moveToConflicts(entry, reason: reason, at: now())
                    blocked.formUnion(records)
                    report.conflicts += 1
                }
            }
        }
    }

    /// Writes the server's data into the file when the server has changes since the link's
    /// cursor and no action waits; the number of records written, or nil. With nothing new,
    /// the time of the last sync is written at most once a minute: a commit to the file makes
    /// every program on it look for changes.
    private func pull(after link: SyncLink) throws(StorageError) -> Int? {
        let sequence = try server.lastChangeSequence()
        guard sequence != link.cursor else {
            if link.lastSyncedAt.map({ now().timeIntervalSince($0) > 60 }) ?? true {
                _ = try local.pull(nil, cursor: link.cursor, at: now())
            }
            return nil
        }
        let (data, point) = try serverData()
        return try local.pull(data, cursor: point.sequence, at: now())
    }

    /// The server's data now: the copy the last pull kept, moved on by the rows changed since
    /// (O(changes) over the network), or every row when the change log cannot say or holds
    /// more than 500 entries since (10,000 items read one by one took 20 s in a debug build).
    private func serverData() throws(StorageError) -> (AppData, SyncPoint) {
        if let kept = mirror.withLock({ $0 }), let delta = try server.changes(since: kept.point, limit: 500) {
            var data = kept.data
            if delta.apply(to: &data) { return remember(data, delta.sync, read: .changes) }
        }
        let (data, point) = try server.loadSnapshot()
        return remember(data, point, read: .everything)
    }

    private func remember(_ data: AppData, _ point: SyncPoint, read: PullRead) -> (AppData, SyncPoint) {
        mirror.withLock { $0 = (data, point) }
        lastRead.withLock { $0 = read }
        return (data, point)
    }

    static func bases(_ pending: PendingAction) -> RecordBases? {
        try? JSONDecoder().decode(RecordBases.self, from: pending.bases)
    }
}
