import Foundation
import UDFKit

/// Demo data with fixed ids and dates: four projects, their items and a running activity.
///
/// `udf-tui --demo` starts from it, and tests and screenshots use it because every id and
/// date in it is fixed. Dates are counted back from `now`, so the demo looks recent
/// whenever it is opened, and it reads right on any date: hours are worked on weekdays
/// (Monday to Friday in UTC) and recorded at 17:00, and no note names a season or a
/// weekday. The default `now` is ``referenceDate``.
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
        let notes = [0: "Road trip", 3: "Airport run"]
        for month in 0..<14 {
            add(mileageID, Double(380 + (month * 37) % 150), ago(Double(month) * 30.4 + 2), notes[month])
        }
        // The 15 weekdays before today (three weeks), whatever day today is.
        for day in 1...21 {
            guard let evening = weekdayEvening(ago(Double(day))) else { continue }
            add(hoursID, 6 + Double(day % 5) * 0.5, evening)
        }
        for year in 0..<4 {
            add(spendingID, 9_800 + Double(year) * 412.5, ago(Double(year) * 365 + 30))
        }
        for visit in [3.0, 3.2, 5, 8, 8.1, 13] {
            add(cafeID, 1, ago(visit), visit == 13 ? "With Zoë" : nil)
        }
        return AppData(
            projects: list(projects),
            items: list(items),
            activities: [Activity(projectID: hoursID, startedAt: ago(0, hours: 2))]
        )
    }

    /// The elements of a generated sample as a list: their ids are unique by construction, so
    /// a duplicate is a programming error here, never something input can cause.
    package static func list<Element: Identifiable & Equatable>(_ elements: some Sequence<Element>) -> IdentifiedList<Element> where Element.ID: Sendable {
        do {
            return try IdentifiedList(uniqueElements: elements)
        } catch {
            preconditionFailure("sample data: \(error)")
        }
    }

    /// 17:00 UTC of the day of `date`, or `nil` when that day is a Saturday or a Sunday.
    private static func weekdayEvening(_ date: Date) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let day = calendar.startOfDay(for: date)
        let weekday = calendar.component(.weekday, from: day)    // 1 is Sunday, 7 Saturday
        return weekday == 1 || weekday == 7 ? nil : day.addingTimeInterval(17 * 3_600)
    }
}
