import AppCore
import Foundation

/// The instant named by a whole-second ISO 8601 literal such as "2025-03-01T09:00:00Z".
/// A typo gives `.distantPast`, which no expectation in these tests accepts.
func date(_ iso8601: String) -> Date {
    (try? Date(iso8601, strategy: .iso8601)) ?? .distantPast
}

/// An instant with sub-microsecond digits, which a text date would round.
let oddInstant = Date(timeIntervalSinceReferenceDate: 762_512_400.123_456_789)

/// "Mileage", in km, monthly, created 2025-03-01 09:00 UTC.
let mileage = Project(
    id: ProjectID(1), title: "Mileage", units: "km", frequency: .monthly,
    createdAt: date("2025-03-01T09:00:00Z"), updatedAt: date("2025-03-05T18:01:00Z")
)

/// "Hours worked", in h, daily, created at an instant with sub-microsecond digits.
let hoursWorked = Project(
    id: ProjectID(2), title: "Hours worked", units: "h", frequency: .daily,
    createdAt: oddInstant, updatedAt: oddInstant.addingTimeInterval(0.750_001)
)

/// A fill-up of 412.5 km on Mileage, with notes.
let fillUp = Item(
    id: ItemID(101), projectID: mileage.id, amount: 412.5,
    timestamp: date("2025-03-05T18:00:00Z"), notes: "Full tank, 日本 ⛽️"
)

/// A tenth of an hour on Hours worked, at an odd instant.
let tenthOfAnHour = Item(id: ItemID(102), projectID: hoursWorked.id, amount: 0.1, timestamp: oddInstant)

/// Two projects, two items and a running activity on Hours worked.
let twoProjects = AppData(
    projects: [mileage, hoursWorked],
    items: [fillUp, tenthOfAnHour],
    activities: [Activity(projectID: hoursWorked.id, startedAt: oddInstant.addingTimeInterval(0.5))]
)
