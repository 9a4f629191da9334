@testable import AppStorage
@testable import AppStoragePostgres
import AppCore
import Foundation
import PostgresNIO
import ProcessTesting
import Testing

/// A database of one test's own on the test server, with its roles and a folder of files:
/// for what a schema cannot show (a restore from `pg_dump`, a database made again, members
/// with the grants docs/persistence.md lists). Dropped with its roles when released.
final class SyncTeam {
    let name = "udf_team_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
    let folder: String
    private let server: PostgresLocation
    private let admin: BlockingConnection
    private var roles: [String] = []

    init() throws {
        OwnThread.expectBlockingAllowed()
        guard let url = SyncServer.url else {
            throw StorageError.failed(path: SyncServer.urlVariable, detail: "UDF_TUI_REQUIRE_POSTGRES=1 but no server")
        }
        server = try PostgresLocation(parsing: url)
        admin = try BlockingConnection(server)
        try admin.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"))
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory()
        folder = base + "udf-team-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// The URL of `database` (the team's by default) for `user` (the server's user, who owns
    /// the tables, by default).
    func url(user: String? = nil, database: String? = nil, extra: String = "") -> String {
        let user = user ?? server.user, database = database ?? name
        let tls = "sslmode=\(server.tlsMode.rawValue)"
        if server.isUnixSocket { return "postgres://\(user)@/\(database)?host=\(server.host)&port=\(server.port)&\(tls)\(extra)" }
        return "postgres://\(user)@\(server.host):\(server.port)/\(database)?\(tls)\(extra)"
    }

    /// A machine with the file `name` in the folder, syncing as `user`.
    func machine(_ name: String, user: String? = nil) throws -> Machine {
        try Machine(path: path(name), url: url(user: user))
    }

    /// The path of the file `name` in the folder.
    func path(_ name: String) -> String {
        folder + "/" + name + ".sqlite"
    }

    /// What the server holds now.
    func serverData() throws -> AppData {
        let storage = try PostgresStorage.open(PostgresLocation(parsing: url()), access: .readOnly)
        defer { storage.close() }
        return try storage.loadData()
    }

    /// A new login role, dropped with the team.
    func makeRole(_ prefix: String) throws -> String {
        let role = prefix + "_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(12)
        try admin.query(PostgresQuery(unsafeSQL: "CREATE ROLE \(role) LOGIN"))
        roles.append(role)
        return role
    }

    /// Grants `role` what docs/persistence.md lists for a team member (`readOnly`: a reader).
    func grant(_ role: String, readOnly: Bool = false) throws {
        let grants = readOnly
            ? ["USAGE ON SCHEMA public", "SELECT ON ALL TABLES IN SCHEMA public"]
            : ["USAGE ON SCHEMA public", "SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public", "USAGE ON ALL SEQUENCES IN SCHEMA public"]
        for grant in grants { try execute("GRANT \(grant) TO \(role)") }
    }

    /// Runs SQL in the team's database as the server's user.
    func execute(_ sql: String) throws {
        let connection = try BlockingConnection(PostgresLocation(parsing: url()))
        defer { connection.close() }
        try connection.query(PostgresQuery(unsafeSQL: sql))
    }

    /// Dumps the database with `pg_dump -Fc`; the dump's path.
    func dump() throws -> String {
        let file = folder + "/dump-" + UUID().uuidString + ".pgdump"
        try Self.run("pg_dump", ["-Fc", "-f", file] + connectionArguments(database: name))
        return file
    }

    /// Drops the database (cutting its connections) and makes it again from `dump` with
    /// `pg_restore`: the server restored from a backup.
    func restore(_ dump: String) throws {
        try makeAgainEmpty()
        try Self.run("pg_restore", ["--no-owner", "-d", name] + connectionArguments(database: nil), dump)
    }

    /// Drops the database (cutting its connections) and makes it again, empty.
    func makeAgainEmpty() throws {
        try admin.query(PostgresQuery(unsafeSQL: "DROP DATABASE \(name) WITH (FORCE)"))
        try admin.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"))
    }

    private func connectionArguments(database: String?) -> [String] {
        ["-h", server.host, "-p", String(server.port), "-U", server.user] + (database.map { ["-d", $0] } ?? [])
    }

    /// Runs a PostgreSQL client program (from PATH, else Debian's folder) to its end.
    private static func run(_ program: String, _ arguments: [String], _ last: String? = nil) throws {
        let candidates = ((ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []).map { "/usr/lib/postgresql/\($0)/bin" })
        guard let executable = candidates.map({ $0 + "/" + program }).first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw StorageError.failed(path: program, detail: "not found (apt-get install -y postgresql-client)")
        }
        let errors = NSTemporaryDirectory() + "/udf-\(program)-\(UUID().uuidString).err"
        defer { try? FileManager.default.removeItem(atPath: errors) }
        let pid = try Spawn.start(executable, arguments + (last.map { [$0] } ?? []), output: .file("/dev/null"), errors: errors)
        guard Spawn.wait(for: pid) == 0 else {
            throw StorageError.failed(path: program, detail: (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "failed")
        }
    }

    deinit {
        _ = try? admin.query(PostgresQuery(unsafeSQL: "DROP DATABASE \(name) WITH (FORCE)"))
        for role in roles { _ = try? admin.query(PostgresQuery(unsafeSQL: "DROP ROLE \(role)")) }
        admin.close()
        try? FileManager.default.removeItem(atPath: folder)
    }
}
