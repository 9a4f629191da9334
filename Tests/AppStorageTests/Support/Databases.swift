@testable import AppStorage
import AppCore
import Foundation

extension TemporaryFolder {
    /// A new database in the folder, holding `data` written as rows directly.
    func database(named name: String = "udf.sqlite", holding data: AppData = AppData(), options: AppDatabase.Options = .init()) throws -> AppDatabase {
        let database = try AppDatabase.open(at: file(name), options: options)
        try database.write(DataChange(from: AppData(), to: data))
        return database
    }

    /// Creates a database holding `data`, closes it, and returns its path.
    func closedDatabase(named name: String = "udf.sqlite", holding data: AppData = AppData()) throws -> String {
        try database(named: name, holding: data).close()
        return file(name)
    }
}
