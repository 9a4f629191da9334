import AppCore
import Foundation
import Testing

/// Runs every fixture in Fixtures/ and checks that together they cover every action case and
/// every validation error.
@Suite struct FixtureTests {
    @Test(arguments: Fixture.allNames)
    func fixtureHolds(_ name: String) throws {
        let fixture = try Fixture.load(name)

        let state = fixture.run()

        expectState(state, equals: fixture.then, "\(name).json (\(fixture.title))")
    }

    @Test func fixturesAreFoundInTheTestBundle() {
        #expect(Fixture.allNames.count >= 31)
    }

    @Test func aFixtureWithAWrongExpectationFails() throws {
        var fixture = try Fixture.load("project-created")
        fixture.then.data.projects[0].title = "Not what the reducer wrote"

        withKnownIssue {
            expectState(fixture.run(), equals: fixture.then, "tampered fixture")
        }
    }

    @Test func everyActionCaseHasAFixture() throws {
        let covered = Set(try Fixture.allNames.flatMap { try Fixture.load($0).when.map(\.caseName) })

        #expect(Set(Catalog.actionCases).subtracting(covered) == [])
    }

    @Test func everyValidationErrorHasAFixture() throws {
        let shown = try Fixture.allNames.compactMap { try Fixture.load($0).then.lastError }
        let covered = Set(shown.map(Catalog.index))

        #expect(covered == Set(Catalog.errors.map(Catalog.index)))
        #expect(Catalog.errors.count == 9)
    }
}

/// The cases the fixtures must cover. The exhaustive switch in ``index(_:)`` stops compiling
/// when a case is added to ``AppError``, which is the reminder to list it here too.
enum Catalog {
    /// Every action case, in the order of the docs.
    static let actionCases = [
        "projectCreated", "projectEdited", "projectDeleted",
        "itemAdded", "itemEdited", "itemDeleted",
        "activityStarted", "activityStopped",
        "errorDismissed",
    ]

    static let errors: [AppError] = [
        .titleEmpty, .titleTooLong(characterCount: 201), .amountNotFinite,
        .unknownProject(id: ProjectID(1)), .unknownItem(id: ItemID(1)),
        .duplicateProject(id: ProjectID(1)), .duplicateItem(id: ItemID(1)),
        .activityAlreadyRunning(projectID: ProjectID(1)), .activityNotRunning(projectID: ProjectID(1)),
    ]

    static func index(_ error: AppError) -> Int {
        switch error {
        case .titleEmpty: 0
        case .titleTooLong: 1
        case .amountNotFinite: 2
        case .unknownProject: 3
        case .unknownItem: 4
        case .duplicateProject: 5
        case .duplicateItem: 6
        case .activityAlreadyRunning: 7
        case .activityNotRunning: 8
        }
    }
}
