import AppCore
import Foundation
import ProcessTesting
import Testing

/// What a command prints, writes or creates cannot hurt the user or their data (issue 14):
/// an export never replaces the database, a full or closed output is an error and not a
/// crash, a failed command leaves no database behind, and no title can take the terminal over.
@Suite(.enabled(if: Program.path != nil, "needs the udf-tui binary: swift build --build-tests"), .onOwnThread)
struct CommandSafetyTests {
    let folder = TemporaryFolder()
    var path: String { folder.file("udf.sqlite") }
    var db: [String] { ["--db", path] }

    @discardableResult
    func succeed(_ arguments: [String]) throws -> String {
        let result = try Program.run(arguments, home: folder.path)
        #expect(result.status == 0 && result.errors.isEmpty, "\(arguments): \(result.errors)")
        return result.output
    }

    /// Runs `script` under `/bin/sh` with `$UDF` the program and `$DB` the database.
    func shell(_ script: String) throws -> Program.Result {
        try Program.launch("/bin/sh", ["-c", script], environment: [
            "UDF": Program.path ?? "", "DB": path, "TZ": "UTC", "HOME": folder.path,
            "UDF_TUI_NOW": "2025-06-15T12:00:00Z", "SWIFT_BACKTRACE": "enable=no",
        ])
    }

    func mileage(items: Int = 1) throws {
        try succeed(["projects", "add", "--title", "Mileage", "--units", "km", "--frequency", "monthly"] + db)
        guard items > 1 else {
            try succeed(["items", "add", "--project", "Mileage", "--amount", "1"] + db)
            return
        }
        // Many items at once through a CSV import.
        let rows = (1...items).map { "Mileage,2025-06-01T08:00:\(String(format: "%02d", $0 % 60))Z,\($0),,a note long enough to fill the pipe" }
        try Data(("project,timestamp,amount,frequency,notes\n" + rows.joined(separator: "\n") + "\n").utf8)
            .write(to: URL(fileURLWithPath: folder.file("many.csv")))
        try succeed(["import", folder.file("many.csv")] + db)
    }

    @Test func anExportNeverReplacesTheDatabaseWhateverItIsCalled() throws {
        try mileage()
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.sqlite"), withDestinationPath: path)
        let before = FileSnapshot(path)
        for output in [path, folder.file("link.sqlite"), folder.file("./sub/../udf.sqlite"), path + "-wal", path + "-shm", path + "-journal"] {
            let result = try Program.run(["export", "--format", "json", "--output", output] + db, home: folder.path)
            #expect(result.status == 1, "\(output)")
            #expect(result.errors == "udf-tui: \(output) is the database itself; export to another file (nothing was written)\n")
        }
        #expect(FileSnapshot(path) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-journal"))
        #expect(try succeed(["projects", "list"] + db).contains("Mileage"))
        try succeed(["export", "--format", "json", "--output", folder.file("backup.json")] + db)
    }

    @Test func aFullOutputIsOneLineAndAFailureNotACrash() throws {
        try mileage()
        for command in ["export --format json", "export --format csv", "projects list", "items list --project Mileage --json"] {
            let result = try shell("\"$UDF\" \(command) --db \"$DB\" > /dev/full")
            #expect(result.status == 1, "\(command)")
            #expect(result.errors == "udf-tui: cannot write to standard output: No space left on device\n", "\(command)")
        }
    }

    @Test func aClosedPipeEndsQuietlyWithTheStatusOfSIGPIPE() throws {
        try mileage(items: 3_000)
        for command in ["export --format csv", "items list --project Mileage"] {
            // SIGPIPE ignored, as some shells and CI runners leave it: the write fails with
            // EPIPE, and the program ends as SIGPIPE would have ended it, saying nothing.
            let status = try shell("trap '' PIPE; { \"$UDF\" \(command) --db \"$DB\" 2> \"$DB.err\"; echo $? > \"$DB.status\"; } | head -c 1 > /dev/null; cat \"$DB.status\" \"$DB.err\"")
            #expect(status.output == "141\n", "\(command): \(status.output)")
        }
    }

    @Test func aFailedCommandLeavesNoDatabaseBehind() throws {
        let fresh = folder.file("new.sqlite")
        for arguments in [["items", "add", "--project", "Nope", "--amount", "1"],
                          ["projects", "add", "--title", " ", "--units", "km", "--frequency", "daily"],
                          ["timer", "start", "--project", "Nope"]] {
            let result = try Program.run(arguments + ["--db", fresh], home: folder.path)
            #expect(result.status == 1, "\(arguments)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("new.sqlite") } == [], "\(arguments)")
        }
        // A command that writes still creates it.
        try succeed(["projects", "add", "--title", "Mileage", "--units", "km", "--frequency", "daily", "--db", fresh])
        #expect(FileManager.default.fileExists(atPath: fresh))
    }

    @Test func aDeviceIsNotADatabase() throws {
        for arguments in [["projects", "list"], ["projects", "add", "--title", "X", "--units", "km", "--frequency", "daily"]] {
            let result = try Program.run(arguments + ["--db", "/dev/null"], home: folder.path)
            #expect(result.status == 1)
            #expect(result.errors == "udf-tui: /dev/null is not a regular file (a device, a pipe or a socket); it was left untouched.\n")
        }
        #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal"))
        #expect(!FileManager.default.fileExists(atPath: "/dev/null-wal"))
    }

    @Test func aGroupWithoutItsSubcommandIsAUsageError() throws {
        for (group, names) in [("projects", "list, add, edit, delete"), ("items", "list, add, edit, delete"), ("timer", "start, stop, status")] {
            let result = try Program.run([group], home: folder.path)
            #expect(result.status == 64)
            #expect(result.errors == "udf-tui: `udf-tui \(group)` needs one of \(names) (see `udf-tui \(group) --help`)\n")
        }
    }

    /// Titles, units and notes reach the terminal with their control characters shown, not
    /// obeyed; JSON keeps them exactly. AppCore now refuses control characters in new text,
    /// so the hostile text comes from a database written before that rule (rows written
    /// directly), and from the command line.
    @Test func hostileTextNeverReachesTheTerminalRaw() throws {
        let title = "Evil\u{1B}]0;pwned\u{7}\u{1B}]52;c;aGk=\u{7}\u{1B}[2J\r\u{8}\nsecond row\u{202E}"
        let at = date("2025-06-15T10:00:00Z")
        let project = Project(id: ProjectID(1), title: title, units: "k\u{1B}[31mm", frequency: .daily, createdAt: at, updatedAt: at)
        let item = Item(id: ItemID(101), projectID: project.id, amount: 3, timestamp: at, notes: "a\u{1B}[Ab\u{9B}c")
        _ = try folder.closedDatabase(holding: AppData(projects: [project], items: [item]))
        let shown = #"Evil\e]0;pwned\u{7}\e]52;c;aGk=\u{7}\e[2J\r\u{8}\nsecond row\u{202e}"#
        var outputs = [try succeed(["projects", "list"] + db), try succeed(["items", "list", "--project", title] + db)]
        outputs.append(try Program.run(["items", "add", "--project", title + "x", "--amount", "1"] + db, home: folder.path).errors)
        for text in outputs {
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x08 || $0.value == 0x0D || $0.value == 0x9B || $0.value == 0x202E }, "\(text)")
        }
        #expect(outputs[0].split(separator: "\n").count == 2, "one row per project: \(outputs[0])")
        #expect(outputs[0].contains(shown))
        #expect(outputs[1].contains(#"a\e[Ab\u{9b}c"#))
        struct Listed: Decodable { let title: String }
        let listed = try JSONDecoder().decode([Listed].self, from: Data(try succeed(["projects", "list", "--json"] + db).utf8))
        #expect(listed.map(\.title) == [title])
    }

    /// `--db a`, `--db -` and `import -` used to trap inside Foundation
    /// (`NSString.deletingLastPathComponent` on a one-character name, exit 132).
    @Test func oneCharacterNamesAndStandardInputWork() throws {
        let created = try shell("cd \"$(dirname \"$DB\")\" && \"$UDF\" projects add --db a --title Mileage --units km --frequency daily >/dev/null && \"$UDF\" items add --db a --project Mileage --amount 2 && ls a")
        #expect(created.status == 0, "\(created.errors)")
        #expect(created.output.hasSuffix("a\n"))
        for source in ["-", "/dev/stdin"] {
            let imported = try shell("\"$UDF\" export --format json --db \"$(dirname \"$DB\")/a\" | \"$UDF\" import \(source) --format json --db \"$DB.\(source == "-" ? "dash" : "stdin")\"")
            #expect(imported.status == 0, "\(source): \(imported.errors)")
            #expect(imported.output == "Imported 1 project, 1 item and 0 running activities.\n", "\(source)")
        }
    }
}
