@testable import AppStorage
@testable import AppStoragePostgres
import AppCore
import Foundation
import ProcessTesting
import PostgresNIO
import Synchronization
import Testing

/// What only PostgreSQL has: its URL, and its messages, which never show the password.
/// (What needs a server is in ``ConformanceTests``.)
@Suite(.onOwnThread) struct PostgresTests {
    @Test func aURLIsReadTheLibpqWay() throws {
        let location = try PostgresLocation(parsing: "postgresql://tom:s3cret@db.example:6543/udf?sslmode=require", environment: [:])
        #expect(location.host == "db.example")
        #expect(location.port == 6543)
        #expect(location.user == "tom")
        #expect(location.password == "s3cret")
        #expect(location.database == "udf")
        #expect(location.tlsMode == .require)
        #expect(location.description == "postgres://tom@db.example:6543/udf")
    }

    @Test func thePasswordComesFromPGPASSWORDAndTheSocketFromHost() throws {
        let location = try PostgresLocation(parsing: "postgres://udf@/tracker?host=/run/pg", environment: ["PGPASSWORD": "pw"])
        #expect(location.password == "pw")
        #expect(location.isUnixSocket)
        #expect(location.socketPath == "/run/pg/.s.PGSQL.5432")
        #expect(location.tlsMode == .prefer)
        #expect(location.description == "postgres://udf@/tracker?host=/run/pg")
    }

    @Test func aBadURLIsOneLineWithoutThePassword() {
        #expect(throws: StorageError.failed(path: "postgres://tom:***@h/db?sslmode=sometimes", detail: "sslmode must be disable, prefer, require, verify-ca or verify-full")) {
            try PostgresLocation(parsing: "postgres://tom:s3cret@h/db?sslmode=sometimes", environment: [:])
        }
    }

    @Test func anUnreachableServerIsOneLineThatNeverShowsThePassword() throws {
        // Port 1 on this machine: nothing listens there, the connection is refused at once.
        let location = try PostgresLocation(parsing: "postgres://tom:s3cret@127.0.0.1:1/udf?sslmode=disable", environment: [:])
        do {
            _ = try PostgresStorage.open(location)
            Issue.record("opened a server that is not there")
        } catch {
            #expect(error.message == "Cannot use postgres://tom@127.0.0.1:1/udf: cannot reach the server (connection refused: no server listens at 127.0.0.1 port 1).")
            #expect(!error.message.contains("s3cret"))
            #expect(!error.message.contains("\n"))
        }
    }

    /// A listening connection that the server cut (a restart, a network gone) is made again,
    /// and the store reloads once, since what was sent meanwhile is lost.
    @Test(.enabled(if: ConformanceServer.isThere, ConformanceServer.missing))
    func aWatcherWhoseConnectionWasCutListensAgainAndReloads() throws {
        let database = try ConformanceDatabase(.postgres)
        let storage = try #require(try database.open(holding: twoProjects) as? PostgresStorage)
        defer { storage.close() }
        let changes = Mutex(0)
        let watcher = try #require(storage.makeChangeWatcher(fallbackInterval: .seconds(1)) { changes.withLock { $0 += 1 } } as? NotificationWatcher)
        watcher.start()
        defer { watcher.stop() }
        // When the server ends the watcher's connection
        let cut = try #require(watcher.listenerProcess.withLock { $0 })
        try storage.connection.query("SELECT pg_terminate_backend(\(cut))")
        // Then it listens again (a new server process) and reloads once
        waitUntil { changes.withLock { $0 } > 0 && watcher.listenerProcess.withLock { $0 } != cut }
        #expect(changes.withLock { $0 } == 1)
        #expect(watcher.listenerProcess.withLock { $0 } != cut)
        // And another program's write is heard on the new connection
        let other = try database.open()
        defer { other.close() }
        try other.write(DataChange(from: twoProjects, to: AppData(projects: [mileage])))
        waitUntil { changes.withLock { $0 } >= 2 }
        #expect(changes.withLock { $0 } == 2)
    }

    @Test func thePasswordFileIsReadWhenOnlyItsOwnerCanReadIt() throws {
        let folder = TemporaryFolder()
        let path = folder.file("pgpass")
        try "# host:port:db:user:password\nother:5432:*:tom:wrong\ndb.example:*:udf:tom:pass\\:word\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let location = try PostgresLocation(parsing: "postgres://tom@db.example/udf", environment: ["PGPASSFILE": path])
        #expect(location.password == "pass:word")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        #expect(try PostgresLocation(parsing: "postgres://tom@db.example/udf", environment: ["PGPASSFILE": path]).password == nil)
    }

    /// The program says when the server is gone and when it is back: the watcher tells a
    /// loss that outlasts its first attempt to connect again, and the return, after it read
    /// the data again.
    @Test(.enabled(if: ThrowawayServer.isAvailable || ConformanceServer.isRequired, "no initdb/pg_ctl: the server restart is skipped"))
    func aWatcherTellsWhenItLosesTheServerAndWhenItHasItBack() throws {
        let server = try ThrowawayServer()
        let storage = try PostgresStorage.open(PostgresLocation(parsing: server.url))
        defer { storage.close() }
        let events = Mutex<[ConnectionEvent]>([]), reloads = Mutex(0)
        let watcher = storage.makeChangeWatcher(fallbackInterval: .seconds(1)) {
            reloads.withLock { $0 += 1 }
            events.withLock { $0.append(.restored) }    // marks where the reload fell
        }
        watcher.reportConnection { event in events.withLock { $0.append(event) } }
        watcher.start()
        defer { watcher.stop() }
        func waitFor(_ count: Int) {
            waitUntil { events.withLock { $0.count } >= count }
        }

        // When the server stops, the loss is told once, however long it lasts
        try server.stop()
        waitFor(1)
        Thread.sleep(forTimeInterval: 1.5)    // more attempts fail meanwhile
        #expect(events.withLock { $0 } == [.lost])
        // And when it is back, the data is read again, then the return is told
        try server.start()
        waitFor(3)
        #expect(events.withLock { $0 } == [.lost, .restored, .restored])
        #expect(reloads.withLock { $0 } == 1)
    }
}
