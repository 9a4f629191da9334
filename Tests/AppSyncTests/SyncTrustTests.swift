@testable import AppStorage
@testable import AppStoragePostgres
@testable import AppSync
import AppCore
import UDFKit
import Foundation
import PostgresNIO
import ProcessTesting
import Testing

/// What a team does to files and servers besides syncing, and nothing lost for it
/// (docs/sync.md, *Which server* and *Copies and backups*): a linked file copied or restored
/// from a backup, a server restored from `pg_dump` or made again, a URL that reaches
/// another database, the same database spelled another way.
@Suite(.enabled(if: SyncServer.isThere, SyncServer.missing), .onOwnThread)
struct SyncTrustTests {
    typealias F = SyncFixtures

    static let thirdFillUp = ItemID(13)
    static let fourthFillUp = ItemID(14)

    /// The amounts of the items, by amount.
    static func amounts(_ data: AppData) -> [Double] {
        data.items.map(\.amount).sorted()
    }

    // MARK: Copies and backups of a file

    @Test func aCopiedFileSendsItsOwnChangesUnderANewClientAndNothingIsLost() throws {
        let team = try SyncTeam()
        var a = try team.machine("a")
        a.apply(F.mileageCreated)
        a.apply(F.added(F.fillUp, amount: 1))
        try a.sync()
        a.close()
        try FileManager.default.copyItem(atPath: team.path("a"), toPath: team.path("c"))
        a = try team.machine("a")
        let c = try team.machine("c")

        a.apply(F.added(F.secondFillUp, amount: 2))
        c.apply(F.added(Self.thirdFillUp, amount: 3))
        let fromA = try a.sync()
        let fromC = try c.sync()
        try a.sync()

        #expect(fromA.sent == 1 && !fromA.tookNewClient)
        #expect(fromC.sent == 1 && fromC.alreadyApplied == 0 && fromC.tookNewClient)
        #expect(Self.amounts(try team.serverData()) == [1, 2, 3])
        #expect(Self.amounts(try a.fileData()) == [1, 2, 3])
        #expect(Self.amounts(try c.fileData()) == [1, 2, 3])
        #expect(try a.synchronizer.local.syncLink()?.client != c.synchronizer.local.syncLink()?.client)
    }

    @Test func aCopyTakenWithActionsWaitingSendsThoseOnceAndItsOwnUnderANewClient() throws {
        let team = try SyncTeam()
        var a = try team.machine("a")
        a.apply(F.mileageCreated)
        try a.sync()
        a.apply(F.added(F.fillUp, amount: 1))    // waits in both files once copied
        a.close()
        try FileManager.default.copyItem(atPath: team.path("a"), toPath: team.path("c"))
        a = try team.machine("a")
        let c = try team.machine("c")
        a.apply(F.added(F.secondFillUp, amount: 2))
        c.apply(F.added(Self.thirdFillUp, amount: 3))

        let fromC = try c.sync()    // the shared entry, then C's own under A's id
        let fromA = try a.sync()    // the shared entry is there; A's own number is taken

        #expect(fromC.sent == 2)
        #expect(fromA.alreadyApplied == 1 && fromA.sent == 1 && fromA.tookNewClient)
        try c.sync()
        #expect(Self.amounts(try team.serverData()) == [1, 2, 3])
        #expect(Self.amounts(try a.fileData()) == [1, 2, 3])
        #expect(Self.amounts(try c.fileData()) == [1, 2, 3])
    }

    @Test func aFileRestoredFromABackupKeepsWhatIsMadeOnItAfterward() throws {
        let team = try SyncTeam()
        var a = try team.machine("a")
        a.apply(F.mileageCreated)
        try a.sync()
        a.close()
        let backup = team.folder + "/a-backup.sqlite"
        try FileManager.default.copyItem(atPath: team.path("a"), toPath: backup)
        a = try team.machine("a")
        a.apply(F.added(F.fillUp, amount: 1))
        a.apply(F.added(F.secondFillUp, amount: 2))
        try a.sync()
        a.close()
        // The backup written over the file, in place (its inode kept)
        try Data(contentsOf: URL(fileURLWithPath: backup)).write(to: URL(fileURLWithPath: team.path("a")))

        a = try team.machine("a")
        a.apply(F.added(Self.thirdFillUp, amount: 333))
        let report = try a.sync()

        #expect(report.tookNewClient && report.sent == 1 && report.alreadyApplied == 0)
        #expect(Self.amounts(try team.serverData()) == [1, 2, 333])
        #expect(Self.amounts(try a.fileData()) == [1, 2, 333])
    }

    // MARK: A server restored or made again

    @Test func aServerRestoredFromADumpGetsBackWhatTheFilesSyncedSinceAndLosesNothing() throws {
        let team = try SyncTeam()
        let a = try team.machine("a"), b = try team.machine("b")
        a.apply(F.mileageCreated)
        a.apply(F.added(F.fillUp, amount: 412))
        try a.sync()
        try b.sync()
        let dump = try team.dump()
        a.apply(F.added(F.secondFillUp, amount: 388))
        try a.sync()
        try b.sync()
        b.apply(F.edited(F.fillUp, amount: 500, version: 1))    // waits in B

        try team.restore(dump)
        try a.reconnect(to: team.url())
        try b.reconnect(to: team.url())
        let fromB = try b.sync()
        let fromA = try a.sync()
        try b.sync()

        #expect(fromB.firstSync?.recovered == true)
        #expect(fromA.firstSync?.recovered == true)
        let expected = [Item(id: F.fillUp, projectID: F.mileage, amount: 500, timestamp: F.now, version: 2),
                        Item(id: F.secondFillUp, projectID: F.mileage, amount: 388, timestamp: F.now)]
        #expect(try team.serverData().items.sorted { $0.amount < $1.amount } == expected.sorted { $0.amount < $1.amount })
        #expect(try a.fileData() == team.serverData())
        #expect(try b.fileData() == team.serverData())
        #expect(try a.synchronizer.local.syncCounts() == SyncCounts(waiting: 0, conflicts: 0))
        #expect(try b.synchronizer.local.syncCounts() == SyncCounts(waiting: 0, conflicts: 0))
    }

    @Test func aServerMadeAgainEmptyGetsEverythingBackAndNoFileLosesARecord() throws {
        let team = try SyncTeam()
        let a = try team.machine("a"), b = try team.machine("b")
        a.apply(F.mileageCreated)
        a.apply(F.added(F.fillUp, amount: 412))
        try a.sync()
        try b.sync()
        b.apply(F.added(F.secondFillUp, amount: 388))

        try team.makeAgainEmpty()
        try a.reconnect(to: team.url())
        try b.reconnect(to: team.url())
        try a.sync()
        try b.sync()
        try a.sync()

        #expect(Self.amounts(try team.serverData()) == [388, 412])
        #expect(Self.amounts(try a.fileData()) == [388, 412])
        #expect(Self.amounts(try b.fileData()) == [388, 412])
        #expect(try a.fileData().projects.map(\.title) == ["Mileage"])
    }

    // MARK: Which server

    @Test func aURLThatReachesAnotherDatabaseIsRefusedBeforeAnythingIsCreatedThere() throws {
        let team = try SyncTeam(), other = try SyncTeam()
        let a = try team.machine("a")
        a.apply(F.mileageCreated)
        try a.sync()
        a.close()
        let local = try AppDatabase.open(at: team.path("a"))
        defer { local.close() }

        #expect {
            try Synchronizer.open(local: local, url: other.url())
        } throws: { error in
            let message = (error as? StorageError)?.message ?? ""
            return message.contains("no udf-tui data") && message.contains(team.name)
        }
        #expect(try Self.tables(in: other).isEmpty)
        // Another team's database with udf-tui's tables: refused, naming both identities
        let theirs = try other.machine("theirs")
        try theirs.sync()
        #expect {
            try Synchronizer.open(local: local, url: other.url())
        } throws: { error in
            ((error as? StorageError)?.message ?? "").contains("is another udf-tui database")
        }
        #expect(try local.loadData().projects.map(\.title) == ["Mileage"])
        #expect(try local.syncLink()?.server == team.url())
    }

    @Test func aCommandGivenAnotherDatabaseFailsInOneLineAndChangesNothing() throws {
        let team = try SyncTeam(), other = try SyncTeam()
        let a = try team.machine("a")
        a.apply(F.mileageCreated)
        try a.sync()
        a.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: team.path("a")))

        let command = try LabProgram(["items", "add", "--project", "Mileage", "--amount", "5", "--db", team.path("a"), "--sync", other.url()],
                                     home: team.folder)

        #expect(command.finish() == 1)
        let lines = command.errors.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.contains("has no udf-tui data, and this file syncs with database") == true, "\(command.errors)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: team.path("a"))) == before)
        #expect(try Self.tables(in: other).isEmpty)
    }

    @Test func theSameDatabaseReachedByAnotherURLIsNotAnotherServer() throws {
        let team = try SyncTeam()
        let a = try team.machine("a")
        a.apply(F.mileageCreated)
        try a.sync()
        a.close()
        let local = try AppDatabase.open(at: team.path("a"))
        defer { local.close() }
        // Another spelling of the same place, and another place (a socket folder named with
        // a trailing slash) where the database's identity proves it is the same one.
        let respelled = team.url(extra: "&application_name=elsewhere&connect_timeout=9")
        let moved = team.url().replacingOccurrences(of: "host=/", with: "host=//")

        for url in [respelled, moved] {
            let synchronizer = try Synchronizer.open(local: local, url: url)
            defer { synchronizer.server.close() }
            #expect(try synchronizer.sync().waiting == 0)
        }
        #expect(try local.syncLink()?.server == moved)
    }

    // MARK: Members

    @Test func aMemberWithTheDocumentedGrantsSyncsAndAReaderDownloads() throws {
        let team = try SyncTeam()
        let owner = try team.machine("owner")
        owner.apply(F.mileageCreated)
        try owner.sync()
        let member = try team.makeRole("member"), reader = try team.makeRole("reader")
        try team.grant(member)
        try team.grant(reader, readOnly: true)

        let m = try team.machine("m", user: member)
        let r = try team.machine("r", user: reader)
        try m.sync()
        m.apply(F.added(F.fillUp, amount: 412))
        let sent = try m.sync()
        let read = try r.sync()

        #expect(sent.sent == 1)
        #expect(read.received == 2)
        #expect(Self.amounts(try r.fileData()) == [412])
        // A reader's own change waits, and the sync says the server refuses it
        r.apply(F.added(F.secondFillUp, amount: 1))
        #expect {
            try r.sync()
        } throws: { error in
            ((error as? StorageError)?.message ?? "").contains("permission denied")
        }
        #expect(try r.synchronizer.local.syncCounts() == SyncCounts(waiting: 1, conflicts: 0))
        #expect(Self.amounts(try team.serverData()) == [412])
    }

    /// The names of the tables in the team's database.
    static func tables(in team: SyncTeam) throws -> [String] {
        let connection = try BlockingConnection(PostgresLocation(parsing: team.url()))
        defer { connection.close() }
        return try connection.query("SELECT tablename::text FROM pg_catalog.pg_tables WHERE schemaname = 'public'").map { try $0.decode(String.self) }
    }
}
