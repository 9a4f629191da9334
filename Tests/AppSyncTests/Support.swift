@testable import AppStorage
@testable import AppStoragePostgres
@testable import AppSync
import AppCore
import UDFKit
import Foundation
import PostgresNIO
import ProcessTesting
import Testing

/// The test server, from `UDF_TUI_TEST_POSTGRES_URL` (`scripts/test-postgres.sh start DIR`
/// prints one); `UDF_TUI_REQUIRE_POSTGRES=1` makes a missing one fail the tests.
enum SyncServer {
    static let urlVariable = "UDF_TUI_TEST_POSTGRES_URL"
    static let url = ProcessInfo.processInfo.environment[urlVariable].flatMap { $0.isEmpty ? nil : $0 }
    static let isThere = url != nil || ProcessInfo.processInfo.environment["UDF_TUI_REQUIRE_POSTGRES"] == "1"
    static let missing: Comment = "no PostgreSQL server: set UDF_TUI_TEST_POSTGRES_URL (scripts/test-postgres.sh start DIR prints one)"
}

/// One server schema and a folder of files for one test: the team's database and the
/// machines that sync with it.
final class SyncWorld {
    let folder: String
    let schema = "udf_sync_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    private let admin: BlockingConnection

    init() throws {
        OwnThread.expectBlockingAllowed()
        guard let url = SyncServer.url else {
            throw StorageError.failed(path: SyncServer.urlVariable, detail: "UDF_TUI_REQUIRE_POSTGRES=1 but no server")
        }
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory()
        folder = base + "udf-sync-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        admin = try BlockingConnection(PostgresLocation(parsing: url))
        try admin.query(PostgresQuery(unsafeSQL: "CREATE SCHEMA \(schema)"))
    }

    /// The server's URL, its tables in this test's schema.
    var serverURL: String {
        let url = SyncServer.url ?? ""
        return url + (url.contains("?") ? "&" : "?") + "options=-c%20search_path%3D\(schema)"
    }

    /// A new connection to the server.
    func server() throws -> PostgresStorage {
        try PostgresStorage.open(PostgresLocation(parsing: serverURL))
    }

    /// A machine: its own file, a store on it, and a synchronizer of its own.
    func machine(_ name: String) throws -> Machine {
        try Machine(path: folder + "/" + name + ".sqlite", server: server(), url: serverURL)
    }

    /// What the server holds now.
    func serverData() throws -> AppData {
        let server = try server()
        defer { server.close() }
        return try server.loadData()
    }

    deinit {
        _ = try? admin.query(PostgresQuery(unsafeSQL: "DROP SCHEMA \(schema) CASCADE"))
        admin.close()
        try? FileManager.default.removeItem(atPath: folder)
    }
}

/// One machine: a file, the program's store on it, and its synchronizer (on a connection of
/// its own, as the program's background sync has).
final class Machine {
    let path: String
    private(set) var app: PersistentStore
    private(set) var synchronizer: Synchronizer
    private var closed = false

    /// A machine on the file at `path`, linked to `server` under `url` (what a background
    /// sync of the same file connects to).
    init(path: String, server: PostgresStorage, url: String) throws {
        self.path = path
        synchronizer = try Synchronizer(local: AppDatabase.open(at: path), server: server, name: url, now: { SyncFixtures.now })
        app = try PersistentStore(database: AppDatabase.open(at: path), watchInterval: nil)
    }

    /// A machine on the file at `path` that connects to the server at `url` as the program
    /// does (``AppSync/Synchronizer/open(local:url:now:)``: who the server is, asked first).
    init(path: String, url: String) throws {
        self.path = path
        synchronizer = try Synchronizer.open(local: AppDatabase.open(at: path), url: url, now: { SyncFixtures.now })
        app = try PersistentStore(database: AppDatabase.open(at: path), watchInterval: nil)
    }

    /// Dispatches `action` and expects it saved.
    func apply(_ action: some Action, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(app.apply(action) == .applied, sourceLocation: sourceLocation)
    }

    /// Syncs, then reads the file again into the store (what the watcher does in the program).
    @discardableResult
    func sync() throws -> SyncReport {
        let report = try synchronizer.sync()
        app.store.dispatch(StorageAction.externalChangeDetected)
        return report
    }

    /// Connects to the server at `url` again (the old connection closed), as a program
    /// started again or a background sync after a failure does.
    func reconnect(to url: String) throws {
        synchronizer.server.close()
        synchronizer.local.close()
        synchronizer = try Synchronizer.open(local: AppDatabase.open(at: path), url: url, now: { SyncFixtures.now })
    }

    /// What the file holds now.
    func fileData() throws -> AppData {
        let database = try AppDatabase.open(at: path, access: .readOnly)
        defer { database.close() }
        return try database.loadData()
    }

    /// Closes every connection to the file and the server: the file can then be copied whole.
    func close() {
        guard !closed else { return }
        closed = true
        app.close()
        synchronizer.local.close()
        synchronizer.server.close()
    }

    deinit {
        close()
    }
}

/// Fixed ids and times.
enum SyncFixtures {
    static let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
    static let mileage = ProjectID(1)
    static let fillUp = ItemID(11)
    static let secondFillUp = ItemID(12)

    static let mileageCreated = ProjectAction.projectCreated(id: mileage, title: "Mileage", units: "km", frequency: .monthly, at: now)
    static func added(_ id: ItemID, amount: Double) -> ItemAction {
        .itemAdded(id: id, projectID: mileage, amount: amount, timestamp: now, notes: nil, at: now)
    }
    static func edited(_ id: ItemID, amount: Double, version: Int) -> ItemAction {
        .itemEdited(id: id, amount: amount, timestamp: now, notes: nil, at: now.addingTimeInterval(60), expectedVersion: version)
    }
}
