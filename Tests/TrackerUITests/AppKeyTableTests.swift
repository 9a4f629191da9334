import AppCore
import TerminalUI
import TerminalUITesting
import Testing
import TrackerUI

@Suite("App key tables")
struct AppKeyTableTests {
    @Test func noTableBindsAKeyTwice() {
        for screen in KeyScreen.allCases {
            #expect(AppKeys.table(for: screen).conflicts == [], "\(screen)")
        }
    }

    @Test func ctrlCQuitsCtrlZSuspendsAndCtrlLRedrawsOnEveryScreen() {
        for screen in KeyScreen.allCases {
            let table = AppKeys.table(for: screen)
            #expect(table.command(for: .control("c")) == .quit, "\(screen)")
            #expect(table.command(for: .control("z")) == .suspend, "\(screen)")
            #expect(table.command(for: .control("l")) == .redraw, "\(screen)")
        }
    }

    @Test func qQuitsOnlyFromTheProjectListAndTheTooSmallWindow() {
        let quitting = KeyScreen.allCases.filter { AppKeys.table(for: $0).command(for: .character("q")) == .quit }
        #expect(quitting == [.projectList, .tooSmall])
    }

    @Test func theListsShareTheMovesOfTheIssue() {
        let moves: [(KeyEvent, AppCommand)] = [
            (.up, .move(.up)), (.character("k"), .move(.up)), (.down, .move(.down)), (.character("j"), .move(.down)),
            (.character("g"), .move(.top)), (.home, .move(.top)), (.character("G"), .move(.bottom)), (.end, .move(.bottom)),
            (.pageUp, .move(.pageUp)), (.control("u"), .move(.pageUp)), (.pageDown, .move(.pageDown)), (.control("d"), .move(.pageDown)),
            (.character("u"), .undo), (.control("r"), .redo), (.character("?"), .help), (.character("s"), .toggleActivity),
            (.character("n"), .create), (.character("d"), .delete),
        ]
        for table in [AppKeys.projectList, AppKeys.project] {
            #expect(moves.map { table.command(for: $0.0) } == moves.map(\.1))
        }
    }

    @Test func printableKeysAreLeftToTheTextWhileTyping() {
        for table in [AppKeys.filtering, AppKeys.projectForm, AppKeys.itemForm] {
            #expect(["q", "j", "?", "/", " ", "日"].compactMap { table.command(for: .character($0)) } == [])
        }
    }

    @Test func theKeyScreenFollowsTheTopRouteTheFilterAndTheSize() {
        var ui = UIState()
        let normal = Size(columns: 80, rows: 24)
        #expect(KeyScreen.current(screen: .projectList, ui: ui, size: normal) == .projectList)
        #expect(KeyScreen.current(screen: .projectList, ui: ui, size: Size(columns: 80, rows: 15)) == .tooSmall)
        UIState.reducer.reduce(&ui, UIAction.filterStarted)
        #expect(KeyScreen.current(screen: .projectList, ui: ui, size: normal) == .filtering)
        #expect(KeyScreen.current(screen: .project(id: SampleData.mileageID), ui: ui, size: normal) == .project)
        #expect(KeyScreen.current(screen: .help, ui: ui, size: normal) == .help)
    }
}
