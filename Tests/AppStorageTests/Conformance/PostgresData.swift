@testable import AppStoragePostgres
import AppCore
import Foundation
import Testing

/// The data in a PostgreSQL database, as another program reads it.
enum PostgresData {
    static func load(_ url: String) throws -> AppData {
        let storage = try PostgresStorage.open(PostgresLocation(parsing: url))
        defer { storage.close() }
        return try storage.loadData()
    }
}
