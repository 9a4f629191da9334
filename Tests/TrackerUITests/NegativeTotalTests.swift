import AppCore
import Foundation
import TerminalUI
import Testing
import TrackerUI

/// A period whose total is negative (a refund, a correction) still shows in the charts:
/// a bar hanging under the zero line on the project screen, `▔` in the list's sparkline.
/// One monthly project: +300 in April, -150 in May, +100 in June 2025.
@Suite("Negative totals in the charts")
struct NegativeTotalTests {
    static let project = ProjectID(1)

    static var data: AppData {
        let now = SampleData.referenceDate
        let day: TimeInterval = 86_400
        return AppData(
            projects: [Project(id: project, title: "Balance", units: "€", frequency: .monthly, createdAt: now, updatedAt: now)],
            items: [
                Item(id: ItemID(1), projectID: project, amount: 300, timestamp: now.addingTimeInterval(-60 * day)),
                Item(id: ItemID(2), projectID: project, amount: -150, timestamp: now.addingTimeInterval(-30 * day)),
                Item(id: ItemID(3), projectID: project, amount: 100, timestamp: now),
            ]
        )
    }

    @Test func theProjectChartDrawsANegativeMonthUnderTheZeroLineInRed() throws {
        let driver = demoDriver(data: Self.data)
        try driver.type("<Enter>")
        let screen = driver.screen
        // The chart's three rows of bars: two above the zero line (300 against 150), one
        // below, the scale on the left; June is selected (cyan), the years under the months.
        #expect(Array(screen.lines[3...7]) == [
            "│    300 €┤                                                        ███         │",
            "│         │                                                        ███     ▅▅▅ │",
            "│   -150 €┤                                                            ███     │",
            "│          Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec Jan Feb Mar Apr May Jun │",
            "│          2024                                        2025                    │",
        ])
        #expect(screen[71, 5].style == Style(foreground: .red))
        #expect(screen[67, 3].style == Style(foreground: .green))
        #expect(screen[75, 4].style == Style(foreground: .cyan, attributes: .bold))
    }

    @Test func theListSparklineMarksANegativeMonth() {
        let driver = demoDriver(data: Self.data)
        #expect(driver.screen.lines[2] == "Balance                                   100 €      3         █▔▃ monthly €")
    }
}
