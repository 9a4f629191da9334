import AppCore
import Foundation
import TerminalUI
import Testing
import TrackerUI

/// Amounts on the screens: large ones shortened to fit their column with their units, tiny
/// ones never shown as 0. Two projects, each with one item this month (2025-06-15).
@Suite("Amounts in their columns")
struct AmountDisplayTests {
    static let big = ProjectID(1), tiny = ProjectID(2)

    static var data: AppData {
        let now = SampleData.referenceDate
        return AppData(
            projects: [
                Project(id: big, title: "Big", units: "km", frequency: .monthly, createdAt: now, updatedAt: now),
                Project(id: tiny, title: "Tiny", units: "km", frequency: .monthly, createdAt: now, updatedAt: now.addingTimeInterval(-60)),
            ],
            items: [
                Item(id: ItemID(1), projectID: big, amount: 123_456_789_012.5, timestamp: now),
                Item(id: ItemID(2), projectID: tiny, amount: 0.000001, timestamp: now),
            ]
        )
    }

    @Test func theProjectListKeepsEveryColumnInPlace() {
        let driver = demoDriver(data: Self.data)
        let lines = driver.screen.lines
        #expect(lines[1] == "Project                      Timer  This period  Items Recent      Period  Units")
        #expect(lines[2] == "Big                                     123G km      1           █ monthly km")
        #expect(lines[3] == "Tiny                                0.000001 km      1           █ monthly km")
    }

    @Test func theProjectScreenShortensTheAmountsThatDoNotFit() throws {
        let driver = demoDriver(size: Size(columns: 60, rows: 16), data: Self.data)
        try driver.type("<Enter>")
        let lines = driver.screen.lines
        #expect(lines[1] == " 1 item · total 123G km · this month 123G km")
        #expect(lines[8] == "│June 2025                                1 item · 123G km │")
        #expect(lines[9] == "│  2025-06-15 12:00         123G km                        │")
    }

    @Test func aTinyAmountIsNeverZeroOnTheProjectScreen() throws {
        let driver = demoDriver(data: Self.data)
        try driver.type("j<Enter>")
        #expect(driver.screen.shows(" 1 item · total 0.000001 km · this month 0.000001 km"))
        #expect(driver.screen.shows("  2025-06-15 12:00     0.000001 km"))
    }
}
