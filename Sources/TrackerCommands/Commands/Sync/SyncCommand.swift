import AppStorage
import AppSync
import ArgumentParser
import Foundation
import TrackerUI

/// `udf-tui sync [now|status]`
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Sync the database file with a PostgreSQL server now, or say where the sync stands.",
        discussion: "The file keeps every change; the server is shared. See docs/sync.md.",
        subcommands: [Now.self, Status.self, Resolve.self],
        defaultSubcommand: Now.self
    )

    /// `udf-tui sync [--sync URL]`: sends what waits, receives what changed, prints both.
    struct Now: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "now", abstract: "Send the changes waiting in the file and receive the server's.")

        @OptionGroup var storage: StorageOptions

        func run() throws {
            CommandSync.requested = nil    // synced here, not again after
            if storage.isPostgres { throw CommandError.usage("sync keeps a database file in step with a server: give --db a file") }
            let file = storage.resolvedPath
            let url = try storage.syncURL ?? Self.linkedServer(of: file)
            let report = try CommandSync.run(file: file, url: url, busyTimeout: storage.busyTimeout)
            Output.line(report.summary)
        }

        /// The server the file is linked to, or a failure saying how to link it.
        static func linkedServer(of file: String) throws(CommandError) -> String {
            let link = try CommandError.storage { () throws(StorageError) in
                let database = try AppDatabase.open(at: file, access: .readOnly)
                defer { database.close() }
                return try database.syncLink()
            }
            guard let link else { throw .usage("\(file) does not sync yet: give --sync postgres://user@host/db to link it") }
            return link.server
        }
    }

    /// `udf-tui sync status`: waiting actions, conflicts, last sync; reads the file alone.
    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "status", abstract: "Say what waits to be sent, what conflicts, and when the file last synced.")

        @OptionGroup var storage: StorageOptions

        func run() throws {
            CommandSync.requested = nil
            let file = storage.resolvedPath
            let (link, counts, conflicts) = try CommandError.storage { () throws(StorageError) in
                let database = try AppDatabase.open(at: file, access: .readOnly)
                defer { database.close() }
                return (try database.syncLink(), try database.syncCounts(), try CommandConflicts.entries(in: database))
            }
            guard let link else { return Output.line("\(file) does not sync (give --sync postgres://… to link it).") }
            let last = link.lastSyncedAt.map { DateText.format($0, in: CommandClock.timeZone) } ?? "never"
            let database = link.serverID.map { " (database \(ServerMatch.short($0)))" } ?? ""
            Output.line("Syncs with \(link.server)\(database): \(counts.waiting) waiting, \(SyncReport.count(counts.conflicts, "conflict")); last synced \(last).")
            let calendar = CalendarText(timeZone: CommandClock.timeZone)
            for entry in conflicts.entries {
                CommandConflicts.lines(of: entry, in: conflicts.data, calendar: calendar).forEach(Output.line)
            }
            if !conflicts.entries.isEmpty { Output.line("Resolve each with udf-tui sync resolve NUMBER --keep-mine or --take-theirs.") }
        }
    }
}
