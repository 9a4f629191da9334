import AppCore
import Foundation
import TerminalUI
import TerminalUITesting
import Testing
import TrackerUI

/// A project's target on the screens: the list's Goal column (only while some project has a
/// target), and on the project screen the progress after this period's total and the goal
/// with its streak in the chart's title.
@Suite struct TargetViewTests {
    /// The demo data, Mileage aiming for at least 500 km a month (this month: 380 km).
    static var data: AppData {
        var data = SampleData.demo()
        data.projects[id: SampleData.mileageID]?.target = Target(kind: .atLeast, amount: 500)
        return data
    }

    @Test func theListShowsTheGoalColumnOnlyWhenAProjectHasATarget() {
        let plain = demoDriver(data: SampleData.demo())
        #expect(!plain.screen.lines[1].contains("Goal"))

        let driver = demoDriver(data: Self.data)
        #expect(driver.screen.lines[1].contains("This period        Goal  Items"))
        let mileage = driver.screen.lines.first { $0.hasPrefix("Mileage") } ?? ""
        #expect(mileage.contains("380 km ███░    76%"), "\(mileage)")
    }

    @Test(arguments: recordedSizes)
    func theListWithGoalsLooksAsRecorded(size: Size) {
        var data = Self.data
        data.projects[id: SampleData.cafeID]?.target = Target(kind: .atMost, amount: 20)
        expectSnapshot(demoDriver(size: size, data: data).screen, named: "app-projects-goals-\(size)")
    }

    @Test func aMetTargetIsTickedAndGreen() {
        var data = Self.data
        data.projects[id: SampleData.mileageID]?.target = Target(kind: .atMost, amount: 400)
        let driver = demoDriver(data: data)
        let row = driver.screen.lines.firstIndex { $0.hasPrefix("Mileage") } ?? 0
        let line = driver.screen.lines[row]
        #expect(line.contains("380 km ███▊   ✓95%"), "\(line)")
        let column = (line.range(of: "✓95%").map { line.distance(from: line.startIndex, to: $0.lowerBound) }) ?? 0
        #expect(driver.screen[column, row].style == Style(foreground: .green).adding(.bold))
    }

    @Test func theProjectScreenShowsProgressAndTheGoalWithItsStreak() throws {
        let driver = demoDriver(data: Self.data)
        try driver.type("j<Enter>")
        #expect(driver.screen.lines[1].hasSuffix("this month 380 km (76%)"), "\(driver.screen.lines[1])")
        #expect(driver.screen.lines[2].contains("Totals per month — goal ≥ 500 km"), "\(driver.screen.lines[2])")
        // The goal's line crosses the chart, in yellow.
        let lineRow = try #require(driver.screen.lines.firstIndex { $0.contains("┄") })
        #expect((3...6).contains(lineRow))
        let column = driver.screen.lines[lineRow].firstIndex(of: "┄").map { driver.screen.lines[lineRow].distance(from: driver.screen.lines[lineRow].startIndex, to: $0) } ?? 0
        #expect(driver.screen[column, lineRow].style == Style(foreground: .yellow))
    }
}

/// The project form's Target field: typed as "at least 500" or "at most 300", saved with the
/// project as one step of undo, refused beside the field when it is not a target.
@Suite struct TargetFormTests {
    @Test func aTargetTypedInTheFormIsSavedAndUndoneWithTheEdit() throws {
        let driver = demoDriver(data: SampleData.demo())
        try driver.type("je<Tab><Tab><Tab>at least 500<Enter>")
        #expect(driver.state.app.data.projects[id: SampleData.mileageID]?.target == Target(kind: .atLeast, amount: 500))
        #expect(driver.screen.lines[1].contains("Goal"))
        try driver.type("u")
        #expect(driver.state.app.data.projects[id: SampleData.mileageID]?.target == nil)
        #expect(driver.state.app.data == SampleData.demo())
    }

    @Test func theFormShowsTheTargetAndClearingItRemovesIt() throws {
        var data = SampleData.demo()
        data.projects[id: SampleData.mileageID]?.target = Target(kind: .atMost, amount: 300)
        let driver = demoDriver(data: data)
        try driver.type("je")
        #expect(driver.screen.lines.contains { $0.contains("Target      at most 300") })
        try driver.type("<Tab><Tab><Tab><C-u><Enter>")
        #expect(driver.state.app.data.projects[id: SampleData.mileageID]?.target == nil)
    }

    @Test func textThatIsNotATargetIsRefusedBesideTheField() throws {
        let driver = demoDriver(data: SampleData.demo())
        try driver.type("je<Tab><Tab><Tab>lots<Enter>")
        #expect(driver.state.projectForm?.errors[.target] == "Write a target as “at least 500” or “at most 300”, or leave it empty.")
        #expect(driver.state.app.data == SampleData.demo())
        try driver.type("<C-u>at most 0<Enter>")
        #expect(driver.state.projectForm?.errors[.target] == "A target needs an amount above zero.")
    }
}
