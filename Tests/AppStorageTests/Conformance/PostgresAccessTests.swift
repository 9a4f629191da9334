@testable import AppStorage
@testable import AppStoragePostgres
import AppCore
import Foundation
import ProcessTesting
import PostgresNIO
import Testing

/// How a program reaches a PostgreSQL server and what it may do there: TLS as libpq's
/// `sslmode` promises it (with a server of the test's own that speaks TLS), client
/// certificates, a read-only opening that creates nothing, and `--busy-timeout` as the
/// wait for another writer.
@Suite(.onOwnThread) struct PostgresAccessTests {
    /// An environment with no certificate of the user's: `HOME` in an empty folder.
    private static let bareEnvironment = ["HOME": "/nonexistent-udf-home"]

    @Test func certificatesComeFromTheURLElseTheEnvironmentElseTheHomeFolder() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file(".postgresql"), withIntermediateDirectories: true)
        for name in ["root.crt", "postgresql.crt", "postgresql.key"] {
            try "x".write(toFile: folder.file(".postgresql/\(name)"), atomically: true, encoding: .utf8)
        }
        let fromHome = try PostgresLocation(parsing: "postgres://tom@db/udf?sslmode=verify-ca", environment: ["HOME": folder.path])
        #expect(fromHome.tlsMode == .verifyCA)
        #expect(fromHome.rootCertificateFile == folder.file(".postgresql/root.crt"))
        #expect(fromHome.certificateFile == folder.file(".postgresql/postgresql.crt"))
        #expect(fromHome.keyFile == folder.file(".postgresql/postgresql.key"))

        let environment = ["HOME": folder.path, "PGSSLMODE": "verify-full", "PGSSLROOTCERT": "/etc/ca.pem", "PGSSLCERT": "/etc/me.pem", "PGSSLKEY": "/etc/me.key"]
        let fromEnvironment = try PostgresLocation(parsing: "postgres://tom@db/udf", environment: environment)
        #expect(fromEnvironment.tlsMode == .verifyFull)
        #expect(fromEnvironment.rootCertificateFile == "/etc/ca.pem")
        #expect(fromEnvironment.certificateFile == "/etc/me.pem")
        #expect(fromEnvironment.keyFile == "/etc/me.key")

        let fromURL = try PostgresLocation(parsing: "postgres://tom@db/udf?sslmode=require&sslrootcert=system&sslcert=/c&sslkey=/k", environment: environment)
        #expect(fromURL.tlsMode == .require)
        #expect(fromURL.rootCertificateFile == nil)    // "system": the system's authorities
        #expect(fromURL.certificateFile == "/c")
        #expect(fromURL.keyFile == "/k")

        let none = try PostgresLocation(parsing: "postgres://tom@db/udf", environment: Self.bareEnvironment)
        #expect(none.tlsMode == .prefer)
        #expect(none.rootCertificateFile == nil && none.certificateFile == nil && none.keyFile == nil)
    }

    @Test(.enabled(if: ThrowawayServer.isAvailable || ConformanceServer.isRequired, "no initdb/pg_ctl: the TLS cases are skipped"))
    func tlsIsCheckedAsSslmodeSays() throws {
        let server = try ThrowawayServer(tls: ())
        let ca = server.tlsFile("ca.crt")
        func open(_ url: String) throws(StorageError) -> PostgresStorage {
            try PostgresStorage.open(PostgresLocation(parsing: url, environment: Self.bareEnvironment))
        }
        func refusal(_ url: String) -> String? {
            do {
                try open(url).close()
                return nil
            } catch {
                return error.message
            }
        }
        let url = server.url, address = server.url.replacingOccurrences(of: "localhost", with: "127.0.0.1")
        let shown = try PostgresLocation(parsing: url, environment: Self.bareEnvironment).description

        // verify-full with the authority that signed the certificate: the data is there
        let storage = try open(url + "?sslmode=verify-full&sslrootcert=\(ca)")
        try storage.write(DataChange(from: AppData(), to: twoProjects))
        #expect(try storage.loadData() == twoProjects)
        storage.close()
        // verify-ca checks the signature only, so an address works; require checks nothing
        #expect(refusal(address + "?sslmode=verify-ca&sslrootcert=\(ca)") == nil)
        #expect(refusal(url + "?sslmode=require") == nil)

        // Without the authority, the system's do not know the certificate
        #expect(refusal(url + "?sslmode=verify-full") == "Cannot use \(shown): the server's TLS certificate is not signed by this system's authorities (set sslrootcert or PGSSLROOTCERT).")
        #expect(refusal(url + "?sslmode=verify-ca") != nil)
        // verify-full needs the name the certificate gives, never silently less
        #expect(refusal(address + "?sslmode=verify-full&sslrootcert=\(ca)")?.hasSuffix("sslmode=verify-full needs the server's name, as its certificate gives it, not an address (or use verify-ca).") == true)
        // A file that is not there is named
        #expect(refusal(url + "?sslmode=verify-full&sslrootcert=/nonexistent/ca.crt") == "Cannot use \(shown): cannot read sslrootcert /nonexistent/ca.crt.")
        // The server refuses TCP without TLS, and says why
        #expect(refusal(url + "?sslmode=disable")?.contains("no encryption") == true)
    }

    @Test(.enabled(if: ThrowawayServer.isAvailable || ConformanceServer.isRequired, "no initdb/pg_ctl: the TLS cases are skipped"))
    func aClientCertificateLogsIn() throws {
        let server = try ThrowawayServer(tls: ())
        let url = server.url.replacingOccurrences(of: "//udf@", with: "//udfcert@") + "?sslmode=verify-full&sslrootcert=\(server.tlsFile("ca.crt"))"
        let withCertificate = try PostgresLocation(parsing: url + "&sslcert=\(server.tlsFile("client.crt"))&sslkey=\(server.tlsFile("client.key"))",
                                                   environment: Self.bareEnvironment)
        // Logged in: the server has no tables yet
        #expect(throws: StorageError.notFound(path: withCertificate.description)) {
            try PostgresStorage.open(withCertificate, access: .readOnly)
        }
        do {
            try PostgresStorage.open(PostgresLocation(parsing: url, environment: Self.bareEnvironment)).close()
            Issue.record("logged in without the certificate")
        } catch {
            #expect(error.message.contains("refused the login of 'udfcert'"))
        }
        #expect(throws: StorageError.failed(path: withCertificate.description, detail: "sslcert \(server.tlsFile("client.crt")) has no sslkey")) {
            try PostgresStorage.open(PostgresLocation(parsing: url + "&sslcert=\(server.tlsFile("client.crt"))", environment: Self.bareEnvironment))
        }
    }

    @Test(.enabled(if: ConformanceServer.isThere, ConformanceServer.missing))
    func aReadOnlyOpeningCreatesNothingAndWritesNothing() throws {
        let database = try ConformanceDatabase(.postgres)
        let location = try PostgresLocation(parsing: database.location)
        // An empty database: "no database", and no table was made
        #expect(throws: StorageError.notFound(path: location.description)) {
            try PostgresStorage.open(location, access: .readOnly)
        }
        let admin = try BlockingConnection(location)
        defer { admin.close() }
        let tables = try admin.query("SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema()")
        #expect(try tables.first?.decode(Int.self) == 0)
        // Once there is data, it reads it, and refuses to write
        try database.open(holding: twoProjects).close()
        let reader = try PostgresStorage.open(location, access: .readOnly)
        defer { reader.close() }
        #expect(try reader.loadData() == twoProjects)
        #expect(throws: StorageError.readOnly(path: location.description)) {
            try reader.write(DataChange(from: twoProjects, to: AppData(projects: [mileage])))
        }
        #expect(try database.dataOnDisk() == twoProjects)
    }

    @Test(.enabled(if: ConformanceServer.isThere, ConformanceServer.missing))
    func aWriterWaitsForAnotherAsLongAsTheBusyTimeout() throws {
        let url = try #require(ConformanceServer.url, "UDF_TUI_REQUIRE_POSTGRES=1 but no server: set \(ConformanceServer.urlVariable)")
        // A database of its own, so that no other test's write waits for this one's lock.
        let admin = try BlockingConnection(PostgresLocation(parsing: url))
        let name = "udf_lock_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try admin.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"))
        defer {
            _ = try? admin.query(PostgresQuery(unsafeSQL: "DROP DATABASE \(name) WITH (FORCE)"))
            admin.close()
        }
        var location = try PostgresLocation(parsing: url)
        location.database = name
        location.lockTimeout = 0.2
        let writer = try PostgresStorage.open(location)
        defer { writer.close() }
        try writer.write(DataChange(from: AppData(), to: twoProjects))
        // Another program is in the middle of a write: it holds the write lock
        let other = try BlockingConnection(location)
        defer { other.close() }
        try other.query("BEGIN")
        try other.query(writer.tables.takingWriteLock())
        let start = ContinuousClock.now
        #expect(throws: StorageError.locked(path: location.description, seconds: 0.2)) {
            try writer.write(DataChange(from: twoProjects, to: AppData(projects: [mileage])))
        }
        #expect(ContinuousClock.now - start >= .milliseconds(200))
        // Once it is done, the same write goes through
        try other.query("COMMIT")
        try writer.write(DataChange(from: twoProjects, to: AppData(projects: [mileage])))
        #expect(try writer.loadData() == AppData(projects: [mileage]))
    }
}
