import Foundation
import ProcessTesting
import Testing

/// `projects add` and `projects edit` save a title another project has, with a warning on
/// standard error (status 0); `--project` naming such a title stays refused as ambiguous.
@Suite(.enabled(if: Program.path != nil, "needs the udf-tui binary: swift build --build-tests"), .onOwnThread)
struct TitleWarningCommandTests {
    let folder = TemporaryFolder()
    var db: [String] { ["--db", folder.file("udf.sqlite")] }

    func run(_ arguments: [String]) throws -> Program.Result {
        try Program.run(arguments + db, home: folder.path)
    }

    func ids() throws -> [String] {
        let output = try run(["projects", "list", "--json"]).output
        let projects = (try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]]) ?? []
        return projects.compactMap { $0["id"] as? String }
    }

    @Test func addingAProjectWithATakenTitleWarnsAndCreatesIt() throws {
        // Given "Mileage"
        #expect(try run(["projects", "add", "--title", "Mileage", "--frequency", "monthly"]).errors == "")

        // When " mileage " is added
        let added = try run(["projects", "add", "--title", " mileage ", "--frequency", "daily"])

        // Then it is created, with one warning naming both ids
        let ids = try ids()
        #expect(added.status == 0)
        #expect(added.output.hasPrefix("Created project \"mileage\""))
        #expect(ids.count == 2)
        #expect(added.errorLines.count == 1)
        let warning = try #require(added.errorLines.first)
        #expect(warning.hasPrefix("udf-tui: warning: another project has the title \"mileage\" (ignoring case); to name one of them in a command, use its id: "))
        #expect(ids.allSatisfy(warning.contains))
        // And a name matching both (only in case) is refused as ambiguous, as before
        let ambiguous = try run(["items", "add", "--project", "MILEAGE", "--amount", "1"])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.errors.hasPrefix("udf-tui: several projects are called \"MILEAGE\"; name one by its id: "))
    }

    @Test func renamingAProjectToATakenTitleWarnsAndOtherEditsDoNot() throws {
        // Given "Mileage" and "Trips"
        _ = try run(["projects", "add", "--title", "Mileage", "--frequency", "monthly"])
        _ = try run(["projects", "add", "--title", "Trips", "--frequency", "monthly"])

        // When Trips is renamed "MILEAGE"
        let renamed = try run(["projects", "edit", "Trips", "--title", "MILEAGE"])

        // Then it is renamed, with a warning
        #expect(renamed.status == 0)
        #expect(renamed.output == "Updated project \"MILEAGE\".\n")
        #expect(renamed.errorLines.count == 1)
        #expect(renamed.errors.hasPrefix("udf-tui: warning: another project has the title \"MILEAGE\""))
        // And changing its units alone says nothing more
        let id = try #require(try ids().first)
        let units = try run(["projects", "edit", id, "--units", "km"])
        #expect(units.status == 0 && units.errors == "")
    }
}
