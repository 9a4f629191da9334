import GRDB

/// The verdict of an integrity check: no problems, or SQLite's list of them.
///
/// ```swift
/// let report = try database.check()
/// print(report.isOK ? "ok" : report.problems.joined(separator: "\n"))
/// ```
public struct IntegrityReport: Hashable, Sendable {
    /// What SQLite found wrong, one line each; empty when the file is sound.
    public var problems: [String]

    /// Creates a report.
    public init(problems: [String]) {
        self.problems = problems
    }

    /// Whether no problem was found.
    public var isOK: Bool { problems.isEmpty }
}

extension AppDatabase {
    /// Checks the file: `PRAGMA quick_check` (or the slower `integrity_check`, which also
    /// compares every index with its table, when `thorough`), then `foreign_key_check`,
    /// then that every table, index and trigger udf-tui's migrations create is there as
    /// they create it (``SchemaComparison``: "the index item_byProjectAndTime is missing").
    ///
    /// Corruption in the middle of a file is not seen when it opens; this finds it. Damage
    /// so bad that the check itself cannot run is reported as a problem, not thrown.
    ///
    /// - Throws: a ``StorageError`` only if the check could not run for another reason
    ///   (the file is locked, say).
    public func check(thorough: Bool = false) throws(StorageError) -> IntegrityReport {
        do {
            let problems = try perform { db in
                let pragma = thorough ? "integrity_check" : "quick_check"
                let found = try String.fetchAll(db, sql: "PRAGMA \(pragma)").filter { $0 != "ok" }
                let orphans = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { row in
                    let table = try row.decode(String.self, atIndex: 0)
                    let rowid = try row.decode(Int64?.self, atIndex: 1).map(String.init) ?? "?"
                    return "row \(rowid) of \(table) belongs to a project that does not exist"
                }
                return found + orphans + (try SchemaComparison.problems(db))
            }
            return IntegrityReport(problems: problems)
        } catch {
            switch error {
            case .damaged(_, let detail): return IntegrityReport(problems: [detail])
            case .notADatabase: return IntegrityReport(problems: ["the file is not an SQLite database"])
            default: throw error.whileReading
            }
        }
    }
}
