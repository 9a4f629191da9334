import AppCore
import Foundation

/// The instant named by a whole-second ISO 8601 literal such as "2025-03-30T01:00:00Z".
/// A typo gives `.distantPast`, which no expectation in these tests accepts.
func date(_ iso8601: String) -> Date {
    (try? Date(iso8601, strategy: .iso8601)) ?? .distantPast
}

/// The zone of the daylight-saving tests: CET/CEST, changing on 2025-03-30 and 2025-10-26.
let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt

/// A half-open period between two ISO 8601 instants.
func period(_ start: String, _ end: String) -> DateInterval {
    DateInterval(start: date(start), end: max(date(start), date(end)))
}

/// "Mileage", in km, monthly, created 2025-03-01 09:00 UTC.
let mileage = Project(
    id: ProjectID(1), title: "Mileage", units: "km", frequency: .monthly,
    createdAt: date("2025-03-01T09:00:00Z"), updatedAt: date("2025-03-01T09:00:00Z")
)

/// "Hours worked", in h, daily, created 2025-03-02 08:00 UTC.
let hoursWorked = Project(
    id: ProjectID(2), title: "Hours worked", units: "h", frequency: .daily,
    createdAt: date("2025-03-02T08:00:00Z"), updatedAt: date("2025-03-02T08:00:00Z")
)

extension Project {
    /// The project with another `updatedAt`, for list-order tests.
    func updated(_ iso8601: String) -> Project {
        var copy = self
        copy.updatedAt = date(iso8601)
        return copy
    }
}
