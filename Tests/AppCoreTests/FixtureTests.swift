import AppCore
import Foundation
import Testing
import UDFKit
import UDFKitTesting

/// Runs every fixture in Fixtures/ through the app's reducer and checks that together they
/// cover every action case and every validation error.
@Suite struct FixtureTests {
    @Test(arguments: AppFixtures.files)
    func fixtureHolds(_ file: URL) {
        AppFixtures.runner.run(file)
    }

    @Test func fixturesAreFoundInTheTestBundle() {
        #expect(AppFixtures.files.count >= 40)
    }

    @Test func aFixtureWithAWrongExpectationFails() throws {
        let file = try #require(AppFixtures.files.first { AppFixtures.name(of: $0) == "project-created" })
        var fixture = try AppFixtures.runner.load(file)
        fixture.then.data.projects[id: fixture.then.data.projects[0].id]?.title = "Not what the reducer wrote"

        withKnownIssue {
            AppFixtures.runner.run(fixture)
        }
    }

    @Test func everyActionCaseHasAFixture() throws {
        let actions = try AppFixtures.files.flatMap { try AppFixtures.runner.load($0).when }
        let covered = Set(actions.map(AppFixtures.caseName))

        #expect(Set(Catalog.actionCases).subtracting(covered) == [])
    }

    @Test func everyValidationErrorHasAFixture() throws {
        let shown = try AppFixtures.files.compactMap { try AppFixtures.runner.load($0).then.lastError }
        let covered = Set(shown.map(Catalog.index))

        #expect(covered == Set(Catalog.errors.map(Catalog.index)))
        #expect(Catalog.errors.count == 24)
    }
}

/// The cases the fixtures must cover. The exhaustive switch in ``index(_:)`` stops compiling
/// when a case is added to ``AppError``, which is the reminder to list it here too.
enum Catalog {
    /// Every action case, in the order of the docs.
    static let actionCases = [
        "projectCreated", "projectEdited", "projectDeleted", "targetSet", "projectRestored",
        "itemAdded", "itemEdited", "itemDeleted", "itemRestored",
        "activityStarted", "activityStopped", "activityRestored",
        "errorDismissed", "notSaved",
        "undone", "redone", "groupBegan", "groupEnded", "cleared",
    ]

    static let errors: [AppError] = [
        .titleEmpty, .titleTooLong(characterCount: 201), .amountNotFinite,
        .unknownProject(id: ProjectID(1)), .unknownItem(id: ItemID(1)),
        .duplicateProject(id: ProjectID(1)), .duplicateItem(id: ItemID(1)),
        .activityAlreadyRunning(projectID: ProjectID(1)), .activityNotRunning(projectID: ProjectID(1)),
        .changedElsewhere(record: .item(id: ItemID(1))), .stepChangedElsewhere(record: .item(id: ItemID(1)), undoing: true),
        .stepDeletedElsewhere(record: .item(id: ItemID(1)), undoing: true), .stepLeavesTimerWithoutTimeUnits(units: "km", undoing: true),
        .timerNeedsTimeUnits(units: "km"), .targetNotPositive, .timerRunning(newUnits: "km"),
        .amountTooLarge, .timestampOutOfRange, .unitsTooLong(characterCount: 51), .notesTooLong(characterCount: 10_001),
        .controlCharacter(field: .title, scalar: 0), .versionNotPositive, .updatedBeforeCreated,
        .notSaved(reason: "The disk is full.", changedElsewhere: false),
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
        case .changedElsewhere: 9
        case .stepChangedElsewhere: 10
        case .targetNotPositive: 18
        case .timerNeedsTimeUnits: 11
        case .timerRunning: 12
        case .amountTooLarge: 13
        case .timestampOutOfRange: 14
        case .unitsTooLong: 15
        case .notesTooLong: 16
        case .controlCharacter: 17
        case .versionNotPositive: 19
        case .updatedBeforeCreated: 20
        case .stepDeletedElsewhere: 21
        case .stepLeavesTimerWithoutTimeUnits: 22
        case .notSaved: 23
        }
    }
}
