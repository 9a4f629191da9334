@testable import AppStorage
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A person upgrading keeps using every file an earlier release wrote (issue 22 §1): a
/// database of each earlier schema and an export of each earlier JSON format, kept in
/// Fixtures/ (its README says how each was made). Read commands read an old database as it
/// is and change nothing; write commands migrate it; `import` takes every old export.
@Suite(.enabled(if: Program.path != nil, "needs the udf-tui binary: swift build --build-tests"), .onOwnThread)
struct EarlierReleaseTests: CommandTesting {
    let folder = TemporaryFolder()

    /// The database of each earlier schema, oldest first.
    static let databases = ["made-by-v1", "made-by-v2-record-versions", "made-by-v3-targets", "made-by-v4-cascades-logged-once"]

    /// Every command that only reads.
    static let reads: [[String]] = [
        ["projects", "list"], ["projects", "list", "--json"],
        ["items", "list", "--project", "Mileage"], ["items", "list", "--project", "Mileage", "--json"],
        ["export", "--format", "json"], ["export", "--format", "csv"],
        ["timer", "status"], ["report"], ["check"],
    ]

    static func fixture(_ name: String, _ ext: String) throws -> String {
        try #require(Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Fixtures")).path
    }

    func copy(_ fixture: String, to destination: String) throws {
        try FileManager.default.copyItem(atPath: Self.fixture(fixture, "sqlite"), toPath: destination)
    }

    /// Runs a command that must succeed, and returns what it printed.
    func succeed(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try Program.run(arguments, home: folder.path)
        #expect(result.status == 0 && result.errors.isEmpty, "\(arguments): \(result.errors)", sourceLocation: sourceLocation)
        return result.output
    }

    @Test(arguments: databases)
    func everyReadCommandReadsTheFileAsItIsAndChangesNothing(database: String) throws {
        // Given a database an earlier release wrote
        try copy(database, to: path)
        let before = FileSnapshot(path)
        // When every read command reads it
        let asItIs = try Self.reads.map { try succeed($0 + db) }
        // Then the file is exactly as it was (not migrated)
        #expect(FileSnapshot(path) == before)
        // And each read what the same file migrated (opened for writing) reads
        let migrated = folder.file("migrated.sqlite")
        try copy(database, to: migrated)
        try AppDatabase.open(at: migrated).close()
        let afterMigration = try Self.reads.map { try succeed($0 + ["--db", migrated]).replacingOccurrences(of: migrated, with: path) }
        #expect(afterMigration == asItIs)
    }

    @Test func theFirstReleasesDatabaseReadsAsItWasWritten() throws {
        try copy("made-by-v1", to: path)
        #expect(try succeed(["projects", "list"] + db) == """
            ID                                    FREQUENCY  ITEMS  UPDATED           PROJECT
            EB9A0255-D0FB-42C1-8E00-E4FD5879214C  monthly        2  2025-02-06 10:00  Mileage (km)
            E0C91C9B-167A-4E14-8870-6CC565BC8F7C  daily          1  2025-01-09 10:00  Hours worked (h) — running for 157d 02:00:00
            DE818F12-7B0F-4949-BC62-CBB6DAD19A5F  yearly         1  2025-01-08 10:00  Café ☕ visits (cups)

            """)
        #expect(try succeed(["items", "list", "--project", "Mileage"] + db) == """
            ID                                    DATE              AMOUNT (km)  NOTES
            374A1DBE-5734-4C69-9551-9DBB97B8F843  2025-02-01 00:00          0.1
            AF734350-C886-456A-9004-A3BE9DCC432F  2025-01-06 08:30        412.5  Trip to Lyon

            """)
    }

    @Test(.enabled(if: UnprivilegedRun.isPossible, "runs as root without /usr/bin/setpriv: permission bits cannot be tested"),
          arguments: databases)
    func aReadOnlyOldDatabaseIsExported(database: String) throws {
        // Given an old database in a folder nobody but root may write, the file read-only
        try copy(database, to: path)
        _ = chmod(path, 0o444)
        _ = chmod(folder.path, 0o555)
        defer { _ = chmod(folder.path, 0o755) }
        // When it is exported by a user who cannot write it
        let result = try Program.run(["export", "--format", "json"] + db, home: "/tmp", as: UnprivilegedRun.prefix)
        // Then the export has every project
        #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
        #expect(result.output.contains("\"title\" : \"Mileage\""))
    }

    @Test(arguments: databases)
    func everyWriteCommandMigratesAndWrites(database: String) throws {
        // Given a database an earlier release wrote
        try copy(database, to: path)
        // When each write command runs on it
        let other = database == "made-by-v3-targets" ? "export-format-1" : "export-format-2"
        let writes: [[String]] = [
            ["projects", "add", "--title", "Reading", "--units", "min", "--frequency", "daily"],
            ["projects", "edit", "Mileage", "--target", "at least 100", "--title", "Miles"],
            ["items", "add", "--project", "Miles", "--amount", "12.5", "--at", "2025-06-01"],
            ["timer", "start", "--project", "Reading"],
            ["timer", "stop", "--project", "Reading"],
            ["import", try Self.fixture(other, "json")],
        ]
        for write in writes { _ = try succeed(write + db) }
        let item = try #require(try succeed(["items", "list", "--project", "Miles", "--json"] + db)
            .components(separatedBy: "\"id\" : \"").dropFirst().first?.prefix(36))
        _ = try succeed(["items", "edit", String(item), "--amount", "13"] + db)
        _ = try succeed(["items", "delete", String(item)] + db)
        _ = try succeed(["projects", "delete", "Miles"] + db)
        // Then the file is current and sound, and holds both releases' projects
        #expect(try succeed(["check"] + db) == "\(path): ok\n")
        let applied = try AppDatabase.open(at: path, access: .readOnly).perform { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
        }
        #expect(applied == ["v1", "v2-record-versions", "v3-targets", "v4-cascades-logged-once", "v5-sync", "v6-sync-identity"])
        let titles = try succeed(["projects", "list"] + db)
        #expect(titles.contains("Reading (min)") && titles.contains("Hours worked (h)") && !titles.contains("Miles"))
    }

    @Test func anExportOfFormat2ImportsIntoAnEmptyDatabaseByteForByte() throws {
        let file = try Self.fixture("export-format-2", "json")
        _ = try succeed(["import", file] + db)
        #expect(try succeed(["export", "--format", "json"] + db) == String(contentsOfFile: file, encoding: .utf8))
    }

    @Test func anExportOfFormat1ImportsAsTheDatabaseItCameFromReads() throws {
        // Given the first release's database and its export (dates in seconds since 2001)
        let original = folder.file("original.sqlite")
        try copy("made-by-v1", to: original)
        // When the export is imported into an empty database
        _ = try succeed(["import", try Self.fixture("export-format-1", "json")] + db)
        // Then it exports what the original database exports
        #expect(try succeed(["export", "--format", "json"] + db) == succeed(["export", "--format", "json", "--db", original]))
    }

    @Test func theFirstReleasesCSVExportImports() throws {
        let result = try succeed(["import", try Self.fixture("export-csv-6ec15b9", "csv")] + db)
        #expect(result == "Imported 3 projects, 4 items and 0 running activities.\n")
        #expect(try succeed(["items", "list", "--project", "Mileage"] + db).contains("412.5  Trip to Lyon"))
    }
}
