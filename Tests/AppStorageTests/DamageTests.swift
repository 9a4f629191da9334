@testable import AppStorage
import AppCore
import LargeSamples
import Foundation
import ProcessTesting
import Testing

/// Damaged files are found before anything is written to them, and left as they were.
@Suite(.onOwnThread) struct DamageTests {
    let folder = TemporaryFolder()

    /// A database big enough to have pages in the middle: 20 projects and 2,000 items.
    func sizeableDatabase() throws -> String {
        try folder.closedDatabase(holding: SampleData.large(projectCount: 20, itemCount: 2_000))
    }

    @Test func aFileCutInTheMiddleIsRefusedUntouched() throws {
        let path = try sizeableDatabase()
        let whole = try #require(contents(of: path))
        write(whole.prefix(whole.count / 2), to: path)
        let before = FileSnapshot(path)
        #expect(throws: StorageError.self) {
            try AppDatabase.open(at: path)
        }
        #expect(throws: StorageError.self) {
            try AppDatabase.open(at: path, access: .readOnly).loadData()
        }
        #expect(FileSnapshot(path) == before)
    }

    /// A database whose middle page is overwritten with garbage, and its bytes.
    func damagedDatabase() throws -> (path: String, bytes: FileSnapshot) {
        let path = try sizeableDatabase()
        var bytes = try #require(contents(of: path))
        let middle = bytes.count / 2 / 4096 * 4096
        bytes.replaceSubrange(middle..<middle + 4096, with: Data(repeating: 0xA5, count: 4096))
        write(bytes, to: path)
        return (path, FileSnapshot(path))
    }

    @Test func garbageInTheMiddleIsFoundWhileTheDataLoads() throws {
        let (path, before) = try damagedDatabase()
        let error = #expect(throws: StorageError.self) {
            try PersistentStore(database: AppDatabase.open(at: path), watchInterval: nil)
        }
        guard case .damaged? = error else {
            Issue.record("expected .damaged, got \(String(describing: error))")
            return
        }
        #expect(FileSnapshot(path) == before)
    }

    @Test func garbageInTheMiddleIsFoundBeforeAWriteThatComesFirst() throws {
        let (path, before) = try damagedDatabase()
        let database = try AppDatabase.open(at: path)
        let error = #expect(throws: StorageError.self) {
            try database.write(DataChange(from: AppData(), to: AppData(projects: [mileage])))
        }
        guard case .damaged? = error else {
            Issue.record("expected .damaged, got \(String(describing: error))")
            return
        }
        #expect(FileSnapshot(path) == before)
        let report = try AppDatabase.open(at: path, access: .readOnly).check()
        #expect(!report.isOK)
        #expect(FileSnapshot(path) == before)
    }

    @Test func aSoundFileChecksOK() throws {
        let path = try sizeableDatabase()
        let database = try AppDatabase.open(at: path, access: .readOnly)
        #expect(try database.check() == IntegrityReport(problems: []))
        #expect(try database.check(thorough: true) == IntegrityReport(problems: []))
    }

    @Test func everyMessageIsOneLine() {
        let errors: [StorageError] = [
            .isDirectory(path: "/x"), .notFound(path: "/x"), .folderUnavailable(path: "/x", reason: "gone"),
            .notADatabase(path: "/x"), .foreignDatabase(path: "/x"), .newerVersion(path: "/x", unknownMigrations: ["v2"]),
            .damaged(path: "/x", detail: "malformed"), .readOnly(path: "/x"), .locked(path: "/x", seconds: 2),
            .lockedWhileReading(path: "/x", seconds: 2),
            .diskFull(path: "/x"), .changedElsewhere(path: "/x"), .failed(path: "/x", detail: "oops"),
        ]
        for error in errors {
            #expect(!error.message.contains("\n"))
            #expect(error.message.contains("/x"))
        }
    }
}
