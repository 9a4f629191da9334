@testable import AppStorage
@testable import AppStoragePostgres
import Foundation
import PostgresNIO
import ProcessTesting
import Testing

/// The URL is read as libpq reads it: ``PostgresURLTable`` says what `psql` did with each
/// URL and what udf-tui reads; one test checks udf-tui's reading against it, another checks
/// the table against `psql` itself and a server with passwords, and logs udf-tui in with the
/// same URLs.
@Suite(.onOwnThread) struct PostgresURLTests {
    @Test(arguments: PostgresURLTable.rows.indices)
    func aURLIsReadAsTheTableSays(_ index: Int) {
        let row = PostgresURLTable.rows[index]
        let url = Self.filled(row.url, port: 6543, folder: "/run/pg test")
        #expect(Self.reading(url, row.environment) == Self.filled(row.ours, port: 6543, folder: "/run/pg test"), "\(row.url)")
    }

    /// What a sync link compares when the database has no identity yet (docs/sync.md,
    /// *Which server*): the same database spelled another way is the same place.
    @Test func thePlaceOfADatabaseLeavesOutTheUserTheEncryptionAndTheLoopbacksName() throws {
        let places = try ["postgres://tom@localhost/udf", "postgres://ann@127.0.0.1:5432/udf?sslmode=require",
                          "postgresql://tom@[::1]/udf?application_name=x&connect_timeout=9"].map { try PostgresLocation(parsing: $0).place }
        #expect(Set(places) == ["loopback:5432/udf"])
        #expect(try PostgresLocation(parsing: "postgres://tom@localhost/other").place == "loopback:5432/other")
        #expect(try PostgresLocation(parsing: "postgres://tom@localhost:5433/udf").place == "loopback:5433/udf")
        #expect(try PostgresLocation(parsing: "postgres://tom@DB.Example/udf?options=-c%20search_path%3Dteam").place
                    == "db.example:5432/udf?options=-c search_path=team")
        // The same text under another environment is another place
        let text = "postgres://tom@/?sslmode=disable"
        #expect(try PostgresLocation(parsing: text, environment: ["PGHOST": "db.example", "PGDATABASE": "udf"]).place == "db.example:5432/udf")
        #expect(try PostgresLocation(parsing: text, environment: ["PGHOST": "db.example", "PGDATABASE": "other"]).place == "db.example:5432/other")
        #expect(try PostgresLocation(parsing: text, environment: ["PGHOST": "other.example", "PGDATABASE": "udf"]).place == "other.example:5432/udf")
    }

    @Test(.enabled(if: ThrowawayServer.isAvailable && Self.psql != nil, "no initdb/pg_ctl or psql: the URL table is not checked against psql"))
    func psqlAndUdfTuiDoWhatTheTableSaysOnAServer() throws {
        let server = try ThrowawayServer(passwords: ())
        let admin = try BlockingConnection(PostgresLocation(parsing: server.url))
        defer { admin.close() }
        for statement in [#"CREATE ROLE tom LOGIN PASSWORD 'pa%41ss'"#, #"CREATE DATABASE "pct%41db""#, #"CREATE DATABASE "pctAdb""#] {
            try admin.query(PostgresQuery(unsafeSQL: statement))
        }
        for row in PostgresURLTable.rows {
            let url = Self.filled(row.url, port: server.port, folder: server.folder)
            let psql = try Self.runPsql(url, row.environment)
            #expect(psql.matches(row.psql), "\(row.url): psql \(psql)")
            guard case .connects(let user, let database) = row.psql, case .reads = row.ours else { continue }
            let location = try PostgresLocation(parsing: url, environment: row.environment)
            let connection = try BlockingConnection(location)
            defer { connection.close() }
            let found = try connection.query("SELECT current_user::text, current_database()::text, current_setting('application_name')")
                .first?.decode((String, String, String).self)
            #expect(found?.0 == user && found?.1 == database && found?.2 == location.applicationName, "\(row.url)")
        }
    }

    /// `text` with the server's port and socket folder (also percent-encoded, `DIRENCODED`).
    static func filled(_ text: String, port: Int, folder: String) -> String {
        let encoded = folder.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? folder
        return text.replacingOccurrences(of: "DIRENCODED", with: encoded).replacingOccurrences(of: "DIR", with: folder)
            .replacingOccurrences(of: "PORT", with: String(port))
    }

    static func filled(_ ours: PostgresURLTable.Ours, port: Int, folder: String) -> PostgresURLTable.Ours {
        guard case let .reads(user, password, host, _, database, sslmode, applicationName, connectTimeout) = ours else { return ours }
        return .reads(user: user, password: password, host: filled(host, port: port, folder: folder), port: String(port), database: database,
                      sslmode: sslmode, applicationName: applicationName, connectTimeout: connectTimeout)
    }

    /// What udf-tui reads from `url`, as a row of the table.
    static func reading(_ url: String, _ environment: [String: String]) -> PostgresURLTable.Ours {
        do {
            let location = try PostgresLocation(parsing: url, environment: environment)
            return .reads(user: location.user, password: location.password, host: location.host, port: String(location.port),
                          database: location.database, sslmode: location.tlsMode.rawValue, applicationName: location.applicationName,
                          connectTimeout: location.connectTimeout)
        } catch {
            guard case .failed(let path, let detail) = error else { return .refuses(error.message) }
            #expect(path == PostgresLocation.redacting(url))
            return .refuses(detail)
        }
    }

    /// `psql`, where this machine has it.
    static let psql: String? = ["/usr/bin/psql", "/usr/local/bin/psql"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// What `psql` does with `url`: logs in (as whom, on which database), or refuses (its
    /// message). It never asks for a password, and reads no password file.
    static func runPsql(_ url: String, _ environment: [String: String]) throws -> PostgresURLTable.Psql {
        let folder = TemporaryFolder()
        let output = folder.file("out"), errors = folder.file("err")
        let variables = ["PATH=/usr/bin:/bin", "HOME=/nonexistent-udf-home", "PGCONNECT_TIMEOUT=5"] + environment.map { "\($0)=\($1)" }
        let pid = try Spawn.start(psql ?? "psql", ["-X", "-w", "-q", "-t", "-A", url, "-c", "SELECT current_user, current_database()"],
                                  environment: variables, output: .file(output), errors: errors)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let printed = ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = printed.split(separator: "|").map(String.init)
        if status == 0, parts.count == 2 { return .connects(user: parts[0], database: parts[1]) }
        let said = ((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        return .refuses(said)
    }
}

extension PostgresURLTable.Psql {
    /// Whether what psql did is what the table says: a refusal matches when it contains the
    /// table's text.
    func matches(_ expected: Self) -> Bool {
        switch (self, expected) {
        case let (.connects(user, database), .connects(expectedUser, expectedDatabase)): user == expectedUser && database == expectedDatabase
        case let (.refuses(said), .refuses(expected)): said.contains(expected)
        default: false
        }
    }
}
