import AppCore
import Foundation
import TerminalUI
import Testing
import TrackerUI

/// Editing a project from its own screen (`E`), and the warning when a title is taken
/// (issue 15 §2, §3). Demo data at 2025-06-15 12:00 UTC; new ids from 9001.
@Suite("Project editing")
struct ProjectEditingTests {
    let mileage = SampleData.mileageID

    @Test func eOnAProjectEditsItAndSavingReturnsToIt() throws {
        // Given Mileage open
        let driver = demoDriver()
        try driver.type("j<Enter>")

        // When E: the project's form, over its screen
        try driver.type("E")
        #expect(driver.state.route.stack == [.projectList, .project(id: mileage), .projectForm(editing: mileage)])
        #expect(driver.screen.shows("Edit “Mileage”"))

        // When the title is changed and saved: back on the project, renamed
        try driver.type("<C-u>Kilometres<Enter>")
        #expect(driver.state.route.stack == [.projectList, .project(id: mileage)])
        #expect(driver.state.app.data.projects[id: mileage]?.title == "Kilometres")
        #expect(driver.state.ui.status == StatusMessage("Saved “Kilometres”."))
        #expect(driver.screen.lines[0].hasPrefix(" Kilometres"))

        // And Esc from the form returns there too
        try driver.type("E<Esc>")
        #expect(driver.state.route.stack == [.projectList, .project(id: mileage)])
    }

    @Test func theProjectScreenNamesTheKeyInItsHelp() throws {
        let driver = demoDriver(size: Size(columns: 120, rows: 40))
        try driver.type("j<Enter>")
        #expect(driver.screen.lines[38].contains("E edit project"))
        try driver.type("?")
        #expect(driver.screen.lines.contains { $0.contains("│ E            edit project") }, "\(driver.screen.lines.joined(separator: "\n"))")
    }

    @Test func creatingAProjectWithATakenTitleWarnsAndCreatesIt() throws {
        let driver = demoDriver()
        try driver.type("n mileage <Tab>mi<Enter>")
        #expect(driver.state.app.data.projects[id: ProjectID(9001)]?.title == "mileage")
        #expect(driver.state.ui.status == StatusMessage("Created “mileage”; another project has this title."))
        #expect(driver.screen.lines[23].hasPrefix(" Created “mileage”; another project has this title."))
    }

    @Test func renamingToATakenTitleWarnsButOtherEditsDoNot() throws {
        // Given Mileage open: renamed "CAFÉ VISITS"
        let driver = demoDriver()
        try driver.type("j<Enter>E<C-u>CAFÉ VISITS<Enter>")
        #expect(driver.state.ui.status == StatusMessage("Saved “CAFÉ VISITS”; another project has this title."))
        // Its units changed next: no warning, the title was not changed
        try driver.type("E<Tab><C-u>miles<Enter>")
        #expect(driver.state.ui.status == StatusMessage("Saved “CAFÉ VISITS”."))
        // A title differing otherwise is no warning either
        try driver.type("E<C-u>Café visits 2<Enter>")
        #expect(driver.state.ui.status == StatusMessage("Saved “Café visits 2”."))
    }
}
