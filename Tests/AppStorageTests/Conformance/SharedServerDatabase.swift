@testable import AppStorage
@testable import AppStoragePostgres
import Foundation
import PostgresNIO

/// A database of one test's own on the test server (``ConformanceServer``), with roles of
/// its own, all dropped when released: for what a schema of the test's own cannot show
/// (roles and their search paths, advisory locks that are per database).
final class SharedServerDatabase {
    let name = "udf_db_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
    private let admin: BlockingConnection
    private let server: PostgresLocation
    private var roles: [String] = []

    init() throws {
        guard let url = ConformanceServer.url else {
            throw StorageError.failed(path: ConformanceServer.urlVariable, detail: "no server: set \(ConformanceServer.urlVariable)")
        }
        server = try PostgresLocation(parsing: url)
        admin = try BlockingConnection(server)
        try admin.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"))
    }

    /// The database for `user` (the server's user by default), with the schema `schema`
    /// first in its search path when given.
    func location(user: String? = nil, schema: String? = nil) -> PostgresLocation {
        var location = server
        location.database = name
        if let user { location.user = user }
        if let schema { location.options = "-c search_path=\(schema)" }
        return location
    }

    /// A new login role, dropped with the database.
    func makeRole(_ prefix: String) throws -> String {
        let role = prefix + "_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(12)
        try admin.query(PostgresQuery(unsafeSQL: "CREATE ROLE \(role) LOGIN"))
        roles.append(role)
        return role
    }

    /// Runs SQL in the database as the server's user.
    func execute(_ sql: String) throws {
        let connection = try BlockingConnection(location())
        defer { connection.close() }
        try connection.query(PostgresQuery(unsafeSQL: sql))
    }

    /// Gives `role` what a team member needs on the tables in `schema`
    /// (docs/persistence.md, "A team on one database").
    func grantTeamMember(_ role: String, schema: String = "public") throws {
        for grant in ["USAGE ON SCHEMA \(schema)", "SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA \(schema)",
                      "USAGE ON ALL SEQUENCES IN SCHEMA \(schema)"] {
            try execute("GRANT \(grant) TO \(role)")
        }
    }

    deinit {
        _ = try? admin.query(PostgresQuery(unsafeSQL: "DROP DATABASE \(name) WITH (FORCE)"))
        for role in roles { _ = try? admin.query(PostgresQuery(unsafeSQL: "DROP ROLE \(role)")) }
        admin.close()
    }
}
