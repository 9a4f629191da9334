import AppCore
import TerminalUI
import TerminalUITesting
import Testing
import TrackerUI

/// Every screen of the program at 80×24 and 120×40, over the demo data at a fixed time,
/// reached by keys as a person would.
@Suite("App screen snapshots")
struct AppSnapshotTests {
    static let screens: [(name: String, script: String)] = [
        ("projects", ""),
        ("projects-filtered", "/caf"),
        ("projects-by-title", "o"),
        ("projects-by-period", "oo"),
        ("project-running", "<Enter>"),
        ("project-monthly", "j<Enter>jj"),
        ("project-periods", "j<Enter>[[[[[[["),
        ("project-filtering", "j<Enter>/trip"),
        ("project-filtered-none", "j<Enter>/zzz<Enter>"),
        ("project-form-from-project", "j<Enter>E"),
        ("project-form-new", "n"),
        ("project-form-edit", "je<Right>"),
        ("project-form-refused", "n<Tab>km<Enter>"),
        ("project-form-discard", "nTrips<Esc>"),
        ("item-form-new", "j<Enter>n"),
        ("item-form-edit", "j<Enter>e"),
        ("item-form-refused", "j<Enter>n12,5x<Tab><C-u>2025-02-30<Enter>"),
        ("delete-project", "jd"),
        ("delete-item", "j<Enter>d"),
        ("help-projects", "?"),
        ("help-project", "j<Enter>?"),
        ("help-item-form", "j<Enter>n<F1>"),
        ("summary-month", "r"),
        ("summary-week", "rw"),
        ("summary-year", "ry"),
        ("summary-help", "r?"),
    ]

    @Test(arguments: recordedSizes)
    func everyScreenLooksAsRecorded(size: Size) throws {
        for (name, script) in Self.screens {
            let driver = demoDriver(size: size)
            try driver.type(script)
            expectSnapshot(driver.screen, named: "app-\(name)-\(size)")
        }
    }

    @Test(arguments: recordedSizes)
    func anEmptyDatabaseInvitesToCreateAProject(size: Size) {
        expectSnapshot(demoDriver(size: size, data: AppData()).screen, named: "app-projects-empty-\(size)")
    }

    @Test func aWindowBelowTheMinimumShowsTheSizeItNeeds() {
        let driver = demoDriver(size: Size(columns: 59, rows: 16))
        expectSnapshot(driver.screen, named: "app-too-small-59x16")
    }

    @Test func theSmallestWindowStillShowsEveryScreen() throws {
        for (name, script) in Self.screens where ["projects", "project-running", "item-form-refused"].contains(name) {
            let driver = demoDriver(size: AppView.minimumSize)
            try driver.type(script)
            expectSnapshot(driver.screen, named: "app-\(name)-60x16")
        }
    }
}
