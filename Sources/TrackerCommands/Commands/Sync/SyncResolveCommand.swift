import AppStorage
import AppSync
import ArgumentParser

extension SyncCommand {
    /// `udf-tui sync resolve N --keep-mine | --take-theirs`: resolves one kept conflict in the
    /// file; what it queues goes to the server with the next sync (`--sync` syncs right after).
    struct Resolve: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "resolve",
            abstract: "Resolve a conflict: keep your change (made again on the current data) or take the server's version.",
            discussion: "udf-tui sync status lists the conflicts, with your values beside theirs."
        )

        @Argument(help: ArgumentHelp("The conflict's number, as udf-tui sync status shows it.", valueName: "number"))
        var number: Int64

        @Flag(help: "Make your change again on the current data; it is sent with the next sync.")
        var keepMine = false

        @Flag(help: "Drop your change; the server's version stays.")
        var takeTheirs = false

        @OptionGroup var storage: StorageOptions

        func validate() throws {
            guard keepMine != takeTheirs else { throw ValidationError("give one of --keep-mine or --take-theirs") }
        }

        func run() throws {
            if storage.isPostgres { throw CommandError.usage("conflicts are kept in a database file: give --db a file") }
            let file = storage.resolvedPath
            let database = try CommandError.storage { () throws(StorageError) in
                try AppDatabase.open(at: file, options: AppDatabase.Options(busyTimeout: storage.busyTimeout))
            }
            defer { database.close() }
            guard try CommandError.storage({ () throws(StorageError) in try database.syncConflict(id: number) }) != nil else {
                throw CommandError.failed("\(file) keeps no conflict \(number): udf-tui sync status lists them.")
            }
            let resolver = ConflictResolver(database: database)
            let outcome = try CommandError.storage { () throws(StorageError) -> ConflictResolver.Outcome? in
                if takeTheirs { try resolver.takeTheirs(number); return nil }
                return try resolver.keepMine(number)
            }
            switch outcome {
            case nil: Output.line("Conflict \(number) resolved: the server's version stays.")
            case .queued?: Output.line("Conflict \(number) resolved: your change waits to be sent (udf-tui sync sends it).")
            case .alreadyTheSame?: Output.line("Conflict \(number) resolved: the file already holds your version.")
            case .waitsForSync?:
                throw CommandError.failed("Conflict \(number) waits for a sync to bring the server's version: run udf-tui sync first.")
            case .stillRefused(let reason)?:
                throw CommandError.failed("Conflict \(number) is still kept: the current data refuses your change (\(reason)).")
            }
        }
    }
}
