import Foundation
import IdentifiedCollections

/// Demo data with fixed ids and dates: four projects, their items and a running activity.
///
/// `udf-tui --demo` starts from it, and tests and screenshots use it because every id and
/// date in it is fixed. Dates are counted back from `now`, so the demo looks recent
/// whenever it is opened; the default `now` is ``referenceDate``.
///
/// ```swift
/// let state = AppState(data: SampleData.demo())
/// state.data.projectList().map(\.title)
/// // ["Hours worked", "Mileage", "Café visits", "Household spending"]
/// ```
public enum SampleData {
    /// The fixed instant the demo is built around by default: 2025-06-15 12:00 UTC.
    public static let referenceDate = Date(timeIntervalSince1970: 1_749_988_800)

    /// Kilometres driven, monthly.
    public static let mileageID = ProjectID(1)
    /// Hours worked, daily; its activity is running.
    public static let hoursID = ProjectID(2)
    /// Money spent on the household, yearly.
    public static let spendingID = ProjectID(3)
    /// Coffees out, daily (a title with a diacritic, to try the search).
    public static let cafeID = ProjectID(4)

    /// The demo data, with dates counted back from `now`.
    public static func demo(now: Date = referenceDate) -> AppData {
        let day: TimeInterval = 86_400
        func ago(_ days: Double, hours: Double = 0) -> Date {
            now.addingTimeInterval(-days * day - hours * 3_600)
        }
        let projects: [Project] = [
            Project(id: mileageID, title: "Mileage", units: "km", frequency: .monthly, createdAt: ago(420), updatedAt: ago(2)),
            Project(id: hoursID, title: "Hours worked", units: "h", frequency: .daily, createdAt: ago(60), updatedAt: ago(0, hours: 2)),
            Project(id: spendingID, title: "Household spending", units: "€", frequency: .yearly, createdAt: ago(1_500), updatedAt: ago(30)),
            Project(id: cafeID, title: "Café visits", units: "cups", frequency: .daily, createdAt: ago(20), updatedAt: ago(3)),
        ]
        var items: [Item] = []
        func add(_ project: ProjectID, _ amount: Double, _ timestamp: Date, _ notes: String? = nil) {
            items.append(Item(id: ItemID(UInt64(101 + items.count)), projectID: project, amount: amount, timestamp: timestamp, notes: notes))
        }
        for month in 0..<14 {
            add(mileageID, Double(380 + (month * 37) % 150), ago(Double(month) * 30.4 + 2), month == 0 ? "Summer trip" : nil)
        }
        for workday in 1...20 where workday % 7 != 0 && workday % 7 != 6 {
            add(hoursID, 6 + Double(workday % 5) * 0.5, ago(Double(workday), hours: 3))
        }
        for year in 0..<4 {
            add(spendingID, 9_800 + Double(year) * 412.5, ago(Double(year) * 365 + 30))
        }
        for visit in [3.0, 3.2, 5, 8, 8.1, 13] {
            add(cafeID, 1, ago(visit), visit == 13 ? "With Zoë" : nil)
        }
        return AppData(
            projects: IdentifiedArray(uniqueElements: projects),
            items: IdentifiedArray(uniqueElements: items),
            activities: [Activity(projectID: hoursID, startedAt: ago(0, hours: 2))]
        )
    }
}
