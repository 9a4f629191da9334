import AppCore
import Foundation
import TerminalUI
import Testing
import TrackerUI
import UDFKit

/// The sync conflicts screen (`C` on the list, docs/sync.md): each change the server refused,
/// mine beside theirs; `m`, `t` and `e` ask the sync side to resolve it. The demo at
/// 2025-06-15 12:00 UTC; the conflict is on the demo's first item, whose amount the person
/// made 1 more than the server's.
@Suite("Sync conflicts screen")
struct ConflictScreenTests {
    /// The demo with one conflict loaded, as the program's sync side loads it.
    static func driverWithAConflict() -> (AppDriver, theirs: Item, mine: Item) {
        let driver = demoDriver()
        let theirs = driver.state.app.data.items[0]
        var mine = theirs
        mine.amount += 1
        mine.version += 1
        let record = AppChanges(
            projects: .none(count: 0),
            items: ListChanges(countBefore: 1, countAfter: 1,
                               elements: [ElementChange(id: theirs.id, before: theirs, after: mine, offsetBefore: 0, offsetAfter: 0)]),
            activities: .none(count: 0)
        )
        let entry = SyncConflictEntry(id: 7, what: "itemEdited (ItemAction)", reason: "item changed elsewhere", record: record, refusal: nil)
        driver.program.store.dispatch(ConflictAction.conflictsLoaded([entry]))
        driver.runUntilIdle()
        return (driver, theirs, mine)
    }

    @Test func theListNamesCWhileThereAreConflictsAndCShowsMineBesideTheirs() throws {
        #expect(!demoDriver().screen.shows("C conflicts"))
        let (driver, _, _) = Self.driverWithAConflict()
        #expect(driver.screen.lines[22] == "Enter open  n new  e edit  d delete  …  C conflicts  ? help  q/Ctrl-C quit")

        try driver.type("C")

        #expect(driver.state.route.stack == [.projectList, .syncConflicts])
        #expect(Array(driver.screen.lines[0...4]) == [
            " udf-tui · Sync conflicts                                    mine beside theirs",
            "",
            "7. itemEdited (ItemAction) — item changed elsewhere",
            "   item of Mileage · amount: mine 381 km · theirs 380 km",
            "",
        ])
        #expect(driver.screen.lines[22] == "m keep mine  t take theirs  e/Enter edit  Esc/q back  ? help")
    }

    @Test func mAndTAskTheSyncSideToResolveTheSelectedConflict() throws {
        let (driver, _, _) = Self.driverWithAConflict()
        try driver.type("Cm")
        #expect(driver.state.ui.conflicts.resolving == [7])
        #expect(driver.screen.lines[2] == "7. itemEdited (ItemAction) — item changed elsewhere (resolving…)")

        let (other, _, _) = Self.driverWithAConflict()
        try other.type("Ct")
        #expect(other.state.ui.conflicts.resolving == [7])
    }

    @Test func aRefusedKeepMineEndsTheResolvingMarkAndSaysWhy() throws {
        let (driver, _, _) = Self.driverWithAConflict()
        try driver.type("Cm")
        #expect(driver.screen.lines[2].hasSuffix("(resolving…)"))

        // The sync side answers: the conflict is kept, with the reason on the status line
        let entries = driver.state.ui.conflicts.entries
        driver.program.store.dispatch(ConflictAction.conflictsLoaded(entries))
        driver.program.store.dispatch(UIAction.statusShown(StatusMessage("Conflict 7 is kept: the project is gone", isError: true)))
        driver.program.store.dispatch(ConflictAction.resolutionEnded(id: 7))
        driver.runUntilIdle()

        #expect(driver.state.ui.conflicts.resolving.isEmpty)
        #expect(driver.screen.lines[2] == "7. itemEdited (ItemAction) — item changed elsewhere")
        #expect(driver.screen.shows("Conflict 7 is kept: the project is gone"))
        try driver.type("m")
        #expect(driver.state.ui.conflicts.resolving == [7])
    }

    @Test func aDeletedSideShowsEachValueOfTheOtherBesideDeleted() throws {
        let driver = demoDriver()
        let mine = driver.state.app.data.items[0]
        let record = AppChanges(
            projects: .none(count: 0),
            items: ListChanges(countBefore: 0, countAfter: 1, elements: [ElementChange(id: mine.id, before: nil, after: mine, offsetBefore: nil, offsetAfter: 0)]),
            activities: .none(count: 0)
        )
        let entry = SyncConflictEntry(id: 3, what: "itemEdited (ItemAction)", reason: "item deleted elsewhere", record: record, refusal: nil)
        driver.program.store.dispatch(ConflictAction.conflictsLoaded([entry]))
        driver.runUntilIdle()

        try driver.type("C")

        #expect(Array(driver.screen.lines[2...7]) == [
            "3. itemEdited (ItemAction) — item deleted elsewhere",
            "   item of Mileage · amount: mine 380 km · theirs (deleted)",
            "   item of Mileage · time: mine 2025-06-13 12:00 · theirs (deleted)",
            "   item of Mileage · notes: mine Road trip · theirs (deleted)",
            "   item of Mileage · project: mine Mileage · theirs (deleted)",
            "",
        ])
    }

    @Test func eOpensTheItemFormWithMineOverTheCurrentVersion() throws {
        let (driver, theirs, mine) = Self.driverWithAConflict()

        try driver.type("Ce")

        var form = mine
        form.version = theirs.version
        #expect(driver.state.route.top == .itemForm(projectID: theirs.projectID, editing: theirs.id))
        #expect(driver.state.itemForm == ItemForm(editing: form, calendar: CalendarText(timeZone: utc)))
        #expect(driver.state.ui.conflicts.editing == 7)

        try driver.type("<Esc>")
        #expect(driver.state.route.stack == [.projectList, .syncConflicts])
    }
}
