import AppCore
import Foundation
import UDFKit
import TerminalUI
import Testing
import TrackerUI

/// Numbers and messages that must stay whole in the room they have (issue 24, small items).
@Suite struct NarrowTextTests {
    /// One daily project in hours with `count` items, the first item on the reference day.
    func project(withItems count: Int) -> AppData {
        let id = ProjectID(1)
        let project = Project(id: id, title: "Busy", units: "h", frequency: .daily,
                              createdAt: SampleData.referenceDate, updatedAt: SampleData.referenceDate)
        let items = (0..<count).map { index in
            Item(id: ItemID(UInt64(index + 1)), projectID: id, amount: 1, timestamp: SampleData.referenceDate.addingTimeInterval(-Double(index) * 60))
        }
        return AppData(projects: [project], items: SampleData.list(items))
    }

    @Test(arguments: [(10_000, "10,000"), (123_456, "123k")])
    func theItemCountOfTheListIsGroupedAndShortenedNeverCut(count: Int, shown: String) {
        let driver = demoDriver(data: project(withItems: count))
        let row = driver.screen.lines[2]
        let columns = row.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        #expect(columns.contains(shown), "\(row)")
        #expect(!row.contains("…"), "\(row)")
    }

    @Test(arguments: [Size(columns: 20, rows: 5), Size(columns: 14, rows: 3), Size(columns: 40, rows: 10), Size(columns: 59, rows: 24)])
    func theTooSmallMessageAlwaysShowsBothSizes(size: Size) {
        let driver = demoDriver(size: size)
        let text = driver.screen.lines.joined(separator: "\n")
        #expect(text.contains("\(size.columns)×\(size.rows)"), "\(text)")
        #expect(text.contains("60×16"), "\(text)")
        #expect(!text.contains("…"), "\(text)")
    }
}
