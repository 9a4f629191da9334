import AppCore
import Foundation
import GRDB
import ProcessTesting
import Testing

/// Each way a command can go wrong gives one clear line on standard error, a non-zero
/// status, and leaves the database file exactly as it was.
@Suite(.enabled(if: Program.path != nil, "needs the udf-tui binary: swift build --build-tests"), .onOwnThread)
struct CommandErrorTests: CommandTesting {
    let folder = TemporaryFolder()

    @Test func anUnknownProject() throws {
        try mileageDatabase()
        try expectFailure(["items", "add", "--project", "Milage", "--amount", "1"] + db,
                          "no project is called \"Milage\" (see `udf-tui projects list`)")
    }

    @Test func anAmountThatIsNotANumber() throws {
        try mileageDatabase()
        try expectFailure(["items", "add", "--project", "Mileage", "--amount", "12,5"] + db, status: 64,
                          "'12,5' is not a number; give an amount such as 12.5")
        try expectFailure(["items", "add", "--project", "Mileage", "--amount", "nan"] + db, status: 64,
                          "'nan' is not a number; give an amount such as 12.5")
    }

    @Test func aBadDate() throws {
        try mileageDatabase()
        try expectFailure(["items", "add", "--project", "Mileage", "--amount", "1", "--at", "2025-02-30"] + db, status: 64,
                          "'2025-02-30' is not a date; write YYYY-MM-DD, optionally followed by THH:MM[:SS] and Z or ±HH:MM, or now")
    }

    @Test func anAmountInHexOrTooLarge() throws {
        try mileageDatabase()
        try expectFailure(["items", "add", "--project", "Mileage", "--amount", "0x10"] + db, status: 64,
                          "'0x10' is not a number; give an amount such as 12.5")
        try expectFailure(["items", "add", "--project", "Mileage", "--amount", "1e308"] + db,
                          "An amount must lie between -1,000,000,000,000 and 1,000,000,000,000 (1e12).")
        try expectFailure(["items", "add", "--project", "Mileage", "--amount", "-1000000000001"] + db,
                          "An amount must lie between -1,000,000,000,000 and 1,000,000,000,000 (1e12).")
    }

    @Test func aDateOutsideTheYears1To9999() throws {
        try mileageDatabase()
        try expectFailure(["items", "add", "--project", "Mileage", "--amount", "1", "--at", "0001-01-01T00:00+01:00"] + db,
                          "A date must lie in the years 1 to 9999.")
        write(Data(#"{"format": "udf-tui export", "version": 1, "dates": "", "projects": [], "items": [{"id": "00000000-0000-0000-0000-000000000101", "projectID": "00000000-0000-0000-0000-000000000001", "amount": 1, "timestamp": 1e15}], "activities": []}"#.utf8), to: folder.file("old.json"))
        try expectFailure(["import", folder.file("old.json")] + db,
                          "\(folder.file("old.json")): items[0].timestamp: a date must lie in the years 1 to 9999; nothing was imported")
    }

    @Test func textWithControlCharactersOrTooLongIsRefusedWithoutEchoingIt() throws {
        try mileageDatabase()
        try expectFailure(["items", "add", "--project", "Mileage", "--amount", "1", "--notes", "\u{1B}[2Jgone"] + db,
                          "Notes can hold tabs and line breaks but no other control characters; these have U+001B.")
        try expectFailure(["items", "add", "--project", "Mileage", "--amount", "1", "--notes", String(repeating: "n", count: 20_000)] + db,
                          "Notes can have at most 10,000 characters; these have 20,000.")
        try expectFailure(["projects", "add", "--title", "Tyres", "--units", String(repeating: "u", count: 51), "--frequency", "daily"] + db,
                          "Units can have at most 50 characters; these have 51.")
        try expectFailure(["projects", "add", "--title", "Tyres\u{7}", "--frequency", "daily"] + db,
                          "A title cannot contain control characters; this one has U+0007.")
    }

    @Test func aNULInAnImportedTitleIsRefusedNotCutShort() throws {
        try mileageDatabase()
        for (title, line) in [("Ti\u{0}tle", "Ti\\u{0}tle"), ("\u{0}Title", "\\u{0}Title")] {
            write(Data("project,timestamp,amount,frequency\n\(title),2025-06-01,1,daily\n".utf8), to: folder.file("sheet.csv"))
            try expectFailure(["import", folder.file("sheet.csv")] + db,
                              "\(folder.file("sheet.csv")), line 2: project \"\(line)\": A title cannot contain control characters; this one has U+0000.")
        }
    }

    @Test func aTitleTheReducerRefuses() throws {
        try mileageDatabase()
        try expectFailure(["projects", "add", "--title", "   ", "--frequency", "daily"] + db, "A project needs a title.")
    }

    @Test func aFileOfAnotherKind() throws {
        write(Data("shopping list: milk, eggs\n".utf8), to: path)
        let message = "\(path) is not a udf-tui database (it is another kind of file, or its header is damaged); it was left untouched."
        try expectFailure(["projects", "add", "--title", "X", "--frequency", "daily"] + db, message)
        try expectFailure(["projects", "list"] + db, message)
        try expectFailure(["check"] + db, message)
    }

    @Test func aTruncatedFile() throws {
        try mileageDatabase()
        for number in 1...300 {
            _ = try Program.run(["items", "add", "--project", "Mileage", "--amount", "\(number)", "--notes", String(repeating: "n", count: 200)] + db, home: folder.path)
            if (contents(of: path)?.count ?? 0) > 40_000 { break }
        }
        let whole = try #require(contents(of: path))
        write(whole.prefix(whole.count / 2), to: path)
        let before = FileSnapshot(path)
        let result = try Program.run(["items", "add", "--project", "Mileage", "--amount", "1"] + db, home: folder.path)
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1)
        #expect(result.errors.contains("is damaged"))
        #expect(FileSnapshot(path) == before)
        let check = try Program.run(["check"] + db, home: folder.path)
        #expect(check.status == 1 && check.errors.contains("is damaged"))
        #expect(FileSnapshot(path) == before)
    }

    @Test func aDirectory() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try expectFailure(["projects", "list"] + db, "\(path) is a directory, not a database file.")
        try expectFailure(["projects", "add", "--title", "X", "--frequency", "daily"] + db, "\(path) is a directory, not a database file.")
    }

    @Test func aReadOnlyFile() throws {
        try mileageDatabase()
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        try expectFailure(["projects", "add", "--title", "X", "--frequency", "daily"] + db, "\(path) is read-only; nothing was saved.")
        let list = try Program.run(["projects", "list", "--json"] + db, home: folder.path)
        #expect(list.status == 0 && list.output.contains("Mileage"))
    }

    @Test func aDatabaseLockedByAnotherProgram() throws {
        try mileageDatabase()
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true    // the lock is held across accesses
        let locker = try DatabaseQueue(path: path, configuration: configuration)
        try locker.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
        defer { try? locker.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") } }
        try expectFailure(["items", "add", "--project", "Mileage", "--amount", "1", "--busy-timeout", "0.2"] + db,
                          "\(path) is locked by another program (waited 0.2 s); nothing was saved.")
    }

    @Test func aDatabaseOfANewerVersion() throws {
        try mileageDatabase()
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v2')")
        }
        let message = "\(path) was written by a newer version of udf-tui (it has v2); this version cannot use it and left it untouched."
        try expectFailure(["items", "add", "--project", "Mileage", "--amount", "1"] + db, message)
        try expectFailure(["projects", "list"] + db, message)
    }

    @Test func aBadCSVLineImportsNothing() throws {
        try mileageDatabase()
        write(Data("project,timestamp,amount\nMileage,2025-06-01,1\nMileage,2025-06-02,one\n".utf8), to: folder.file("sheet.csv"))
        try expectFailure(["import", folder.file("sheet.csv")] + db,
                          "\(folder.file("sheet.csv")): line 3: 'one' is not a number; nothing was imported")
    }

    @Test func anImportThatTheReducersRefuseNamesItsLine() throws {
        try mileageDatabase()
        write(Data("project_id,project,timestamp,amount\n00000000-0000-0000-0000-000000000009,,2025-06-01,1\n".utf8), to: folder.file("sheet.csv"))
        let result = try Program.run(["import", folder.file("sheet.csv")] + db, home: folder.path)
        #expect(result.status == 1)
        #expect(result.errorLines.first?.contains("line 2") == true)
    }

    @Test func aBadCommandLineIsOneLineToo() throws {
        try expectFailure(["projects", "add", "--title", "X", "--frequency", "weekly"] + db, status: 64,
                          "The value 'weekly' is invalid for '--frequency <frequency>'. Please provide one of 'daily', 'monthly' or 'yearly'. (see --help)")
        try expectFailure(["projects", "fly"], status: 64, "Unexpected argument 'fly' (see --help)")
        try expectFailure(["projects", "list", "--busy-timeout", "inf"] + db, status: 64,
                          "--busy-timeout must be a number of seconds between 0 and 3600 (see --help)")
    }
}

/// Inputs a sync must refuse, and a stop whose start is in the future.
@Suite(.enabled(if: Program.path != nil, "needs the udf-tui binary: swift build --build-tests"), .onOwnThread)
struct CommandSyncInputTests: CommandTesting {
    let folder = TemporaryFolder()

    @Test func aPasswordInTheSyncURLIsRefusedHoweverItsNameIsSpelled() throws {
        try mileageDatabase()
        let refusal = "--sync's URL is remembered in the file: put the password in PGPASSWORD or ~/.pgpass instead (see --help)"
        for url in ["postgres://tom:pw@db.example/udf", "postgres://tom@db.example/udf?password=pw",
                    "postgres://tom@db.example/udf?%70assword=pw", "postgres://tom@db.example/udf?pass%77ord=pw"] {
            try expectFailure(["items", "add", "--project", "Mileage", "--amount", "1", "--sync", url] + db, status: 64, refusal)
        }
    }

    @Test func aTimerStartedInTheFutureStopsWithZeroAndAWarning() throws {
        #expect(try Program.run(["projects", "add", "--title", "Work", "--units", "h", "--frequency", "daily"] + db, home: folder.path).status == 0)
        // Started by a machine whose clock said 2099
        let started = try Program.run(["timer", "start", "--project", "Work"] + db, home: folder.path, environment: ["UDF_TUI_NOW": "2099-01-01T10:00:00Z"])
        #expect(started.status == 0)

        let stopped = try Program.run(["timer", "stop", "--project", "Work"] + db, home: folder.path)

        #expect(stopped.status == 0)
        #expect(stopped.output.hasPrefix("Stopped \"Work\" after 0:00:00; recorded 0 h"))
        #expect(stopped.errorLines == ["udf-tui: Warning: the timer's start is later than this stop (a clock was wrong, here or where it started), "
                                       + "so 0 was recorded: edit the item to set the time."])
    }
}
