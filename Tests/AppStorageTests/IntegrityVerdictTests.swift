@testable import AppStorage
import AppCore
import Foundation
import GRDB
import LargeSamples
import ProcessTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A passed integrity check is remembered beside the file while the file stays as udf-tui
/// left it, and for a day at most; anything else costs the check again, and damage is still
/// refused.
@Suite(.onOwnThread) struct IntegrityVerdictTests {
    let folder = TemporaryFolder()

    /// Fixed clocks: the time of the first check, and times after it.
    static let checkTime: Double = 1_800_000_000
    func options(at time: Double = checkTime) -> AppDatabase.Options {
        var options = AppDatabase.Options()
        options.now = { time }
        return options
    }

    /// A database with pages in the middle, written and closed by udf-tui at ``checkTime``.
    func databaseAsUdfTuiLeftIt(holding data: AppData = SampleData.large(projectCount: 20, itemCount: 2_000)) throws -> String {
        let database = try folder.database(holding: data, options: options())
        database.close()
        return folder.file("udf.sqlite")
    }

    func isTrusted(_ path: String, at time: Double = checkTime) throws -> Bool {
        let database = try AppDatabase.open(at: path, options: options(at: time))
        defer { database.close() }
        if case .passed = database.integrity.withLock({ $0 }) { return true }
        return false
    }

    @Test func aFileAsUdfTuiLeftItIsNotCheckedAgain() throws {
        let path = try databaseAsUdfTuiLeftIt(holding: AppData(projects: [hoursWorked]))
        #expect(FileManager.default.fileExists(atPath: IntegrityVerdict.path(beside: path)))
        #expect(try isTrusted(path, at: Self.checkTime + 60))
        // A write by the trusting program keeps the verdict, with the time of the check.
        let database = try AppDatabase.open(at: path, options: options(at: Self.checkTime + 120))
        try database.write(DataChange(from: AppData(), to: AppData(projects: [mileage])))
        database.close()
        #expect(IntegrityVerdict.standing(for: path, now: Self.checkTime + 180)?.checkedAt == Self.checkTime)
    }

    /// The full-screen program open without writing while a command writes: when it closes
    /// last, folding the command's -wal into the file, the command's verdict moves with it.
    @Test func theLastToCloseCarriesTheVerdictOver() throws {
        let path = try databaseAsUdfTuiLeftIt(holding: AppData(projects: [hoursWorked]))
        let reader = try AppDatabase.open(at: path, options: options(at: Self.checkTime + 60))
        _ = try reader.loadData()
        let command = try AppDatabase.open(at: path, options: options(at: Self.checkTime + 120))
        try command.write(DataChange(from: AppData(), to: AppData(projects: [mileage])))
        command.close()
        let written = try #require(IntegrityVerdict.standing(for: path, now: Self.checkTime + 180))
        #expect(written.files.wal != nil)
        reader.close()
        let carried = try #require(IntegrityVerdict.standing(for: path, now: Self.checkTime + 180))
        #expect(carried.files.wal == nil)
        #expect(carried.checkedAt == Self.checkTime)
    }

    @Test(arguments: [IntegrityVerdict.lifetime, IntegrityVerdict.lifetime + 1, -1])
    func aVerdictStandsForLessThanADayAndNeverFromTheFuture(after seconds: Double) throws {
        let path = try databaseAsUdfTuiLeftIt()
        #expect(try !isTrusted(path, at: Self.checkTime + seconds))
    }

    @Test func aBrokenOrForeignVerdictFileCostsACheck() throws {
        let path = try databaseAsUdfTuiLeftIt()
        write(Data("{\"checkedAt\": 1}".utf8), to: IntegrityVerdict.path(beside: path))
        #expect(try !isTrusted(path))
    }

    @Test func aCommitByAnotherToolIsChecked() throws {
        let path = try databaseAsUdfTuiLeftIt()
        #expect(try isTrusted(path))
        let other = try DatabaseQueue(path: path)
        try other.write { db in try db.execute(sql: "UPDATE project SET title = 'Renamed by hand' WHERE rowid = 1") }
        try other.close()
        #expect(try !isTrusted(path))
    }

    /// Damage of the same size, with the file's modification time set back as a copying tool
    /// would: the status-change time still gives it away, and the write is refused.
    @Test func damageWithItsTimeSetBackIsStillFound() throws {
        let path = try databaseAsUdfTuiLeftIt()
        let verdict = try #require(IntegrityVerdict.standing(for: path, now: Self.checkTime))
        let size = verdict.files.database.size
        var times = stat()
        #expect(stat(path, &times) == 0)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seek(toOffset: UInt64(size / 2 / 4096 * 4096))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
        try handle.close()
        #if canImport(Darwin)
        var kept = [times.st_atimespec, times.st_mtimespec]
        #else
        var kept = [times.st_atim, times.st_mtim]
        #endif
        #expect(utimensat(AT_FDCWD, path, &kept, 0) == 0)
        #expect(FileStamp(path: path)?.modified == verdict.files.database.modified)
        #expect(FileStamp(path: path)?.size == size)
        #expect(IntegrityVerdict.standing(for: path, now: Self.checkTime) == nil)
        let database = try AppDatabase.open(at: path, options: options(at: Self.checkTime + 60))
        defer { database.close() }
        let error = #expect(throws: StorageError.self) {
            try database.write(DataChange(from: AppData(), to: AppData(projects: [mileage])))
        }
        guard case .damaged? = error else {
            Issue.record("expected .damaged, got \(String(describing: error))")
            return
        }
    }
}
