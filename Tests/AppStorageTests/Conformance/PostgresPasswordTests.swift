@testable import AppStorage
@testable import AppStoragePostgres
import Foundation
import PostgresNIO
import ProcessTesting
import Testing

/// Where the password comes from, as libpq takes it, and what a message says of it: never
/// the password, whatever the URL's shape; why the password file was not read.
@Suite(.onOwnThread) struct PostgresPasswordTests {
    /// URLs of every shape that hold `s3cret`, and what a message shows of them.
    static let shapes: [(url: String, shown: String)] = [
        ("postgres://tom:s3cret@h/db?sslmode=sometimes", "postgres://tom:***@h/db?sslmode=sometimes"),
        ("postgres://tom@h/db?PASSWORD=s3cret", "postgres://tom@h/db?PASSWORD=***"),
        ("postgres://tom@h/db?pass=s3cret", "postgres://tom@h/db?pass=***"),
        ("postgres://tom@h/db?password=a&password=s3cret&sslmode=x", "postgres://tom@h/db?password=***&password=***&sslmode=x"),
        ("postgres://tom:s3cret/db", "postgres://tom:***/db"),
        ("postgres://tom@h/db?p%61ssword=s3cret&s3cret", "postgres://tom@h/db?p%61ssword=***&***"),
        ("postgres://h?password=s3cret@x/db", "postgres://***@x/db"),
        ("postgress://tom:s3cret@h/db", "postgress://tom:***@h/db"),
        ("postgres://tom@[::1]:s3cret/db", "postgres://tom@[::1]:***/db"),
        // Hiding the field with the `/` must not make libpq read `p?…:s3cret` as user:password
        ("postgres://p?a/b&tom:s3cret@db/x?sslmode=require", "postgres://p?***&***"),
        ("postgres://p?a/b&application_name=tom:s3cret@x", "postgres://p?***&***"),
        // A combining mark after `:` makes one character of the two, but libpq reads bytes
        ("postgres://tom:\u{318}s3cret@h/db", "postgres://tom:***@h/db"),
        ("postgres://tom:s3cret@\u{318}h/db", "postgres://tom:***@\u{318}h/db"),
    ]

    @Test(arguments: shapes.indices)
    func aURLThatCannotBeReadIsShownWithoutItsPassword(_ index: Int) {
        let (url, shown) = Self.shapes[index]
        #expect(PostgresLocation.redacting(url) == shown)
        do {
            let location = try PostgresLocation(parsing: url, environment: [:])
            #expect(!location.description.contains("s3cret"), "\(url) read as \(location)")
        } catch {
            #expect(error.message.hasPrefix("Cannot use \(shown): "), "\(url)")
            #expect(!error.message.contains("s3cret") && !error.message.contains("\n"), "\(url)")
        }
    }

    @Test func anEmptyPGPASSWORDLeavesThePasswordFile() throws {
        let folder = TemporaryFolder()
        let path = folder.file("pgpass")
        try "*:*:*:tom:from-file\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let location = try PostgresLocation(parsing: "postgres://tom@db/udf", environment: ["PGPASSFILE": path, "PGPASSWORD": ""])
        #expect(location.password == "from-file")
        let given = try PostgresLocation(parsing: "postgres://tom@db/udf", environment: ["PGPASSFILE": path, "PGPASSWORD": "given"])
        #expect(given.password == "given")
    }

    @Test(.enabled(if: ThrowawayServer.isAvailable || ConformanceServer.isRequired, "no initdb/pg_ctl: the password cases are skipped"))
    func aPasswordFileOthersMayReadIsNamedWhenTheServerAsksForAPassword() throws {
        let server = try ThrowawayServer(passwords: ())
        let admin = try BlockingConnection(PostgresLocation(parsing: server.url))
        defer { admin.close() }
        try admin.query("CREATE ROLE tom LOGIN PASSWORD 'pass:word'")
        let folder = TemporaryFolder()
        let path = folder.file("pgpass")
        try "# host:port:db:user:password\n127.0.0.1:\(server.port):postgres:tom:pass\\:word\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        let url = "postgres://tom@127.0.0.1:\(server.port)/postgres?sslmode=disable"
        let refused = try PostgresLocation(parsing: url, environment: ["PGPASSFILE": path])
        #expect(throws: StorageError.failed(path: refused.description, detail: "the server asks for a password: the password file \(path) "
                + "was not read because other users may read it (chmod 600 \(path))")) {
            try BlockingConnection(refused).close()
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let connection = try BlockingConnection(PostgresLocation(parsing: url, environment: ["PGPASSFILE": path, "PGPASSWORD": ""]))
        defer { connection.close() }
        #expect(try connection.query("SELECT current_user::text").first?.decode(String.self) == "tom")
    }
}
