import Foundation
import GRDB
import ProcessTesting
import Testing

/// A file from a newer version, a schema missing a part, and a lock held while reading:
/// each is one clear line, and the file is left exactly as it was.
@Suite(.enabled(if: Program.path != nil, "needs the udf-tui binary: swift build --build-tests"), .onOwnThread)
struct CommandSchemaTests: CommandTesting {
    let folder = TemporaryFolder()

    @Test func aDatabaseWithANewerUserVersionIsRefusedBeforeAnyWrite() throws {
        // Given a database whose user_version a newer udf-tui set
        try mileageDatabase()
        try DatabaseQueue(path: path).writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = 3") }
        // Then writing and reading are refused, and the file is left byte for byte
        let message = "\(path) was written by a newer version of udf-tui (it has user_version 3); this version cannot use it and left it untouched."
        try expectFailure(["items", "add", "--project", "Mileage", "--amount", "1"] + db, message)
        try expectFailure(["projects", "list"] + db, message)
    }

    @Test func checkNoticesADroppedIndexAndTrigger() throws {
        // Given a database whose index and changeLog trigger someone dropped
        try mileageDatabase()
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "DROP INDEX item_byProjectAndTime; DROP TRIGGER itemInserted")
        }
        // Then check says so in one line, and --verbose lists both
        try expectFailure(["check"] + db,
                          "\(path) is damaged: the index item_byProjectAndTime is missing (and 1 more; --verbose lists them); restore a backup")
        let verbose = try Program.run(["check", "--verbose"] + db, home: folder.path)
        #expect(verbose.status == 1)
        #expect(verbose.errorLines == [
            "udf-tui:   the index item_byProjectAndTime is missing",
            "udf-tui:   the trigger itemInserted is missing",
            "udf-tui: \(path) is damaged: the index item_byProjectAndTime is missing; restore a backup",
        ])
    }

    @Test func checkNoticesAChangedTrigger() throws {
        try mileageDatabase()
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "DROP TRIGGER projectDeleted; CREATE TRIGGER projectDeleted AFTER DELETE ON project BEGIN SELECT 1; END")
        }
        try expectFailure(["check"] + db, "\(path) is damaged: the trigger projectDeleted differs from udf-tui's; restore a backup")
    }

    @Test(arguments: [["projects", "list"], ["items", "list", "--project", "Mileage"], ["export", "--format", "csv"], ["timer", "status"], ["check"]])
    func aReadOfALockedDatabaseSaysNothingWasRead(command: [String]) throws {
        try mileageDatabase()
        let before = FileSnapshot(path)
        // Given another connection holding the file: in WAL mode a transaction blocks no
        // reader, but one in exclusive locking mode does. (Nothing in this process may
        // open the file meanwhile: closing any descriptor of it drops the process's locks,
        // so the snapshots are taken before and after.)
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true    // the lock is held across accesses
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE") }
        let locker = try DatabaseQueue(path: path, configuration: configuration)
        try locker.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
        // When a command reads it with a short busy timeout
        let result = try Program.run(command + ["--busy-timeout", "0.1"] + db, home: folder.path)
        try locker.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        try locker.close()
        // Then it says what happened to the read, and the file is as it was
        #expect(result.status == 1)
        #expect(result.errorLines == ["udf-tui: \(path) is locked by another program (waited 0.1 s); nothing was read."])
        #expect(result.output == "")
        #expect(FileSnapshot(path) == before)
    }
}
