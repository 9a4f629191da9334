@testable import AppStorage
import AppCore
import Foundation
import Testing

/// Messages that say what happened and what to do, in one line (issue 23, "Messages").
@Suite(.enabled(if: Program.path != nil, "needs the udf-tui binary: swift build --build-tests"), .onOwnThread)
struct MessageTests: CommandTesting {
    let folder = TemporaryFolder()

    @Test(arguments: [["projects", "list"], ["items", "list", "--project", "Mileage"], ["export", "--format", "json"], ["report"], ["timer", "status"]])
    func aReadOfAPathWhoseFolderIsMissingIsRefused(command: [String]) throws {
        let missing = folder.file("no-such-folder") + "/udf.sqlite"
        let result = try Program.run(command + ["--db", missing], home: folder.path)
        #expect(result.status == 1)
        #expect(result.errorLines == ["udf-tui: Cannot use the folder \(folder.file("no-such-folder")): it does not exist."])
        #expect(result.output == "")
    }

    @Test func aReadOfTheDefaultLocationBeforeAnyWriteShowsNoData() throws {
        let result = try Program.run(["projects", "list"], home: folder.path)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("No projects yet"))
    }

    @Test func aNumberBeyondADoubleIsNamedNotCalledInvalidJSON() throws {
        try mileageDatabase()
        let file = folder.file("big.json")
        write(Data(#"{"format":"udf-tui export","version":2,"dates":"","projects":[],"activities":[],"items":[{"id":"00000000-0000-0000-0000-000000000001","projectID":"00000000-0000-0000-0000-000000000002","amount":1e400,"timestamp":"2025-01-01T00:00:00Z"}]}"#.utf8), to: file)
        try expectFailure(["import", file] + db, "\(file): the number '1e400' is beyond any number udf-tui reads (amounts lie within ±1e12); nothing was imported")
    }

    @Test func anIdTwiceInAStreamedFileIsSaidSo() throws {
        // Given an export read in slices, as a large file is, that holds one item twice
        let at = Date(timeIntervalSinceReferenceDate: 757_846_800)
        let project = Project(id: ProjectID(1), title: "Mileage", units: "km", frequency: .monthly, createdAt: at, updatedAt: at)
        let item = Item(id: ItemID(101), projectID: project.id, amount: 1, timestamp: at)
        var parts = ImportParts(projects: [project], itemSlices: [[item], [item]], activities: [])
        // When it is imported, Then the refusal says the file holds the id twice
        guard case .failure(let refusal) = AppData().importChange(&parts, at: at) else {
            Issue.record("the import was accepted")
            return
        }
        #expect(refusal.description == "item \(ItemID(101)): the file holds this id twice.")
    }
}
