import AppCore
import Foundation
import Testing

/// The demo reads right whatever day it is opened on (issue 15 §6).
@Suite struct DemoDatesTests {
    /// The first of every month of a year, at 08:00 UTC, and the reference date.
    static let openingDays: [Date] = (0..<12).map { month in
        Date(timeIntervalSince1970: 1_735_718_400 + Double(month) * 30.5 * 86_400)    // from 2025-01-01 08:00 UTC
    } + [SampleData.referenceDate]

    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    @Test(arguments: openingDays)
    func hoursAreWorkedOnWeekdaysBeforeNowAndRecordedAtFive(now: Date) {
        let hours = SampleData.demo(now: now).items.filter { $0.projectID == SampleData.hoursID }
        #expect(hours.count == 15)
        for item in hours {
            let parts = Self.utc.dateComponents([.weekday, .hour, .minute], from: item.timestamp)
            #expect(![1, 7].contains(parts.weekday), "\(item.timestamp) is a weekend")
            #expect(parts.hour == 17 && parts.minute == 0)
            #expect(item.timestamp < now)
        }
    }

    @Test(arguments: openingDays)
    func everythingIsDatedBeforeNowAndNoNoteNamesASeason(now: Date) {
        let data = SampleData.demo(now: now)
        #expect(data.items.allSatisfy { $0.timestamp < now })
        let seasons = ["spring", "summer", "autumn", "fall", "winter", "christmas", "monday", "friday", "weekend"]
        for notes in data.items.compactMap(\.notes) {
            #expect(!seasons.contains { notes.lowercased().contains($0) }, "\(notes)")
        }
    }
}
