@testable import AppStorage
import AppCore
import Foundation
import Testing

/// A CSV import finds projects as the commands do, refuses a sheet that says two things
/// about one project, and counts the items it repeats.
@Suite struct CSVImportMatchingTests {
    let at = date("2025-06-15T12:00:00Z")

    private func read(_ text: String, into existing: AppData = twoProjects) throws(ExchangeError) -> CSVImport {
        try CSVImport(text: text, into: existing, now: at, timeZone: .gmt)
    }

    @Test func aTitleMatchesIgnoringCaseAsOnTheCommandLine() throws {
        let csv = try read("project,timestamp,amount\nmileage,2025-06-01,380\nHOURS WORKED,2025-06-02,1\n")
        #expect(csv.data.projects.isEmpty)
        #expect(csv.data.items.map(\.projectID) == [mileage.id, hoursWorked.id])
    }

    @Test func anExactTitleWinsOverOneThatDiffersInCase() throws {
        var existing = twoProjects
        let lowercase = Project(id: ProjectID(3), title: "mileage", units: "mi", frequency: .daily, createdAt: at, updatedAt: at)
        existing.projects.append(lowercase)
        let csv = try read("project,timestamp,amount\nmileage,2025-06-01,380\nMileage,2025-06-02,1\n", into: existing)
        #expect(csv.data.items.map(\.projectID) == [lowercase.id, mileage.id])
    }

    @Test func titlesThatDifferOnlyInCaseAreAmbiguous() {
        var existing = twoProjects
        existing.projects.append(Project(id: ProjectID(3), title: "MILEAGE", units: "km", frequency: .daily, createdAt: at, updatedAt: at))
        #expect(throws: ExchangeError("line 2: several projects are called \"mileage\"; name it by project_id: \(mileage.id), \(ProjectID(3))")) {
            try read("project,timestamp,amount\nmileage,2025-06-01,380\n", into: existing)
        }
    }

    @Test func aNewProjectIsFoundAgainByItsTitleInAnyCase() throws {
        let csv = try read("project,timestamp,amount,frequency\nCoffee,2025-06-01,1,daily\ncoffee,2025-06-02,2,\n")
        #expect(csv.data.projects.map(\.title) == ["Coffee"])
        #expect(Set(csv.data.items.map(\.projectID)).count == 1)
    }

    @Test(arguments: [
        ("project_id,project,units,frequency,timestamp,amount\n00000000-0000-0000-0000-000000000009,Coffee,cups,daily,2025-06-01,1\n00000000-0000-0000-0000-000000000009,Tea,cups,daily,2025-06-02,1\n",
         "line 3: project_id 00000000-0000-0000-0000-000000000009 is called \"Coffee\" on line 2; this row calls it \"Tea\""),
        ("project_id,project,units,frequency,timestamp,amount\n00000000-0000-0000-0000-000000000009,Coffee,cups,daily,2025-06-01,1\n00000000-0000-0000-0000-000000000009,Coffee,mugs,daily,2025-06-02,1\n",
         "line 3: the project \"Coffee\" counts \"cups\" on line 2; this row says \"mugs\""),
        ("project_id,project,units,timestamp,amount\n00000000-0000-0000-0000-000000000001,Fuel,km,2025-06-01,1\n",
         "line 2: project_id 00000000-0000-0000-0000-000000000001 is called \"Mileage\" in the database; this row calls it \"Fuel\""),
        ("project,units,timestamp,amount\nMileage,mi,2025-06-01,1\n",
         "line 2: the project \"Mileage\" counts \"km\" in the database; this row says \"mi\""),
    ] as [(String, String)])
    func rowsThatDescribeOneProjectOtherwiseAreRefused(text: String, message: String) {
        #expect(throws: ExchangeError(message)) { try read(text) }
    }

    @Test func rowsLeavingTheTitleOrUnitsOutAgreeWithAnyProject() throws {
        let csv = try read("project_id,project,units,timestamp,amount\n00000000-0000-0000-0000-000000000001,,,2025-06-01,1\n")
        #expect(csv.data.items.map(\.projectID) == [mileage.id])
        let sheet = try read("project,units,frequency,timestamp,amount\nCoffee,cups,daily,2025-06-01,1\nCoffee,,,2025-06-02,1\n")
        #expect(sheet.data.items.map(\.projectID) == [sheet.data.projects[0].id, sheet.data.projects[0].id])
    }

    @Test func itemsWithoutIdsThatRepeatExistingOnesAreCounted() throws {
        // Given a sheet without item ids, already imported once, plus one new row
        let sheet = "project,timestamp,amount\nMileage,2025-06-01,380\nMileage,2025-06-01,380\nMileage,2025-06-02,12\n"
        let first = try read(sheet)
        #expect(first.repeatedItemCount == 0)
        var existing = twoProjects
        for item in first.data.items.prefix(2) { existing.items.append(item) }
        // When it is read again: each of the two items there is repeated once, the new row not
        #expect(try read(sheet, into: existing).repeatedItemCount == 2)
        // And items named by id are never counted (a repeated id refuses the import instead)
        let withIDs = "project,item_id,timestamp,amount\nMileage,00000000-0000-0000-0000-000000000777,2025-06-01,380\n"
        #expect(try read(withIDs, into: existing).repeatedItemCount == 0)
    }
}
