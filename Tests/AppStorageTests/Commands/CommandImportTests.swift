import Foundation
import ProcessTesting
import Testing

/// What `import` says about files it cannot read, and about a sheet imported twice.
@Suite(.enabled(if: Program.path != nil, "needs the udf-tui binary: swift build --build-tests"), .onOwnThread)
struct CommandImportTests: CommandTesting {
    let folder = TemporaryFolder()

    @Test(arguments: ["sheet.csv", "export.json"])
    func anEmptyFileIsOneLine(name: String) throws {
        try mileageDatabase()
        write(Data(), to: folder.file(name))
        try expectFailure(["import", folder.file(name)] + db, "\(folder.file(name)): the file is empty; nothing was imported")
    }

    @Test(arguments: ["sheet.csv", "export.json"])
    func aFileThatIsNotUTF8IsOneLine(name: String) throws {
        // Given Latin-1 text ("Mé"), which JSONDecoder would otherwise read without a word
        try mileageDatabase()
        let (before, after) = name.hasSuffix(".csv") ? ("project,timestamp,amount\nM", ",2025-06-01,1\n") : (#"{"format": "M"#, #""}"#)
        write(Data(before.utf8) + [0xE9] + Data(after.utf8), to: folder.file(name))
        try expectFailure(["import", folder.file(name)] + db, "\(folder.file(name)): the file is not UTF-8 text; nothing was imported")
    }

    @Test(arguments: ["sheet.csv", "export.json"])
    func aDirectoryIsOneLine(name: String) throws {
        try mileageDatabase()
        try FileManager.default.createDirectory(atPath: folder.file(name), withIntermediateDirectories: false)
        try expectFailure(["import", folder.file(name)] + db, "cannot read \(folder.file(name)): it is a directory")
    }

    @Test func aSheetWithoutItemIdsImportedTwiceWarnsOfTheRepeats() throws {
        // Given a sheet without item ids, imported once
        try mileageDatabase()
        let sheet = folder.file("sheet.csv")
        write(Data("project,timestamp,amount\nmileage,2025-06-01,380\nMileage,2025-06-02,12\n".utf8), to: sheet)
        let first = try Program.run(["import", sheet] + db, home: folder.path)
        #expect(first.status == 0 && first.errors == "")
        // When it is imported again
        let second = try Program.run(["import", sheet] + db, home: folder.path)
        // Then the items are added again, with one line of warning
        #expect(second.status == 0)
        #expect(second.output == "Imported 0 projects, 2 items and 0 running activities.\n")
        #expect(second.errorLines == ["udf-tui: warning: 2 items were already there with the same project, time and amount; imported again"])
        let list = try Program.run(["items", "list", "--project", "Mileage", "--json"] + db, home: folder.path)
        #expect(list.output.components(separatedBy: "\"amount\"").count - 1 == 4)
    }

    @Test func anExportImportedTwiceIsRefusedWholeNamingTheFirstPartAndChangesNothing() throws {
        // Given a database with an item, exported, then given one more item
        try mileageDatabase()
        let added = try Program.run(["items", "add", "--project", "Mileage", "--amount", "380", "--at", "2025-06-01"] + db, home: folder.path)
        #expect(added.status == 0)
        let export = folder.file("export.json")
        #expect(try Program.run(["export", "--format", "json", "--output", export] + db, home: folder.path).status == 0)
        #expect(try Program.run(["items", "add", "--project", "Mileage", "--amount", "12"] + db, home: folder.path).status == 0)
        let before = try Program.run(["export", "--format", "json"] + db, home: folder.path).output
        // When the export is imported into the same database (its records exist already)
        let again = try Program.run(["import", export] + db, home: folder.path)
        // Then it is refused whole, in one line naming the project it stumbled on, and nothing changed
        #expect(again.status != 0)
        #expect(again.errorLines.count == 1)
        #expect(again.errorLines.first?.hasPrefix("udf-tui: \(export): project \"Mileage\": ") == true, "\(again.errorLines)")
        #expect(try Program.run(["export", "--format", "json"] + db, home: folder.path).output == before)
    }
}
