@testable import AppStorage
import Foundation
import Testing

/// `DateText.parse` reads the export's dates by arithmetic (a million of them in an import):
/// it must name exactly the instant `Calendar` names, and refuse what `Calendar` rolls over.
@Suite struct DateTextTests {
    /// The instant `Calendar` gives the fields of `text` (what `parse` did before it read by
    /// arithmetic), or nil for a date it rolls over.
    static func calendarInstant(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, offset: Int) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        guard let zone = TimeZone(secondsFromGMT: offset) else { return nil }
        calendar.timeZone = zone
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard let date = calendar.date(from: components) else { return nil }
        let back = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        guard back.year == year, back.month == month, back.day == day, back.hour == hour, back.minute == minute, back.second == second
        else { return nil }
        return date
    }

    @Test func everyTextNamesTheInstantTheCalendarNames() {
        // A fixed linear congruential sequence: the same 20,000 texts on every run.
        var state: UInt64 = 0x5EED
        func next(_ range: ClosedRange<Int>) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            let (year, month, day) = (next(1583...9999), next(0...13), next(0...32))
            let (hour, minute, second) = (next(0...24), next(0...60), next(0...60))
            let offsetMinutes = next(-18 * 60...18 * 60)
            let offset = (offsetMinutes / 15) * 15 * 60
            let sign = offset < 0 ? "-" : "+"
            let zone = offset == 0 && next(0...1) == 0 ? "Z" : "\(sign)\(two(abs(offset) / 3_600)):\(two(abs(offset) % 3_600 / 60))"
            let text = "\(year)-\(two(month))-\(two(day))T\(two(hour)):\(two(minute)):\(two(second))\(zone)"
            let expected = Self.calendarInstant(year: year, month: month, day: day, hour: hour, minute: minute, second: second, offset: offset)
            if DateText.parse(text, in: .gmt) != expected { disagreements.append(text) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    @Test(arguments: [
        // The calendar's Julian days before its Gregorian ones, read through it as before.
        ("0001-01-01T00:00:00Z", -62_135_769_600.0), ("1582-10-04T12:00:00Z", -12_219_336_000),
        ("1582-10-15T00:00:00Z", -12_219_292_800), ("2025-06-15T14:30:05.25+02:00", 1_749_990_605.25),
        ("2025-06-15 14:30", 1_749_997_800), ("2025-06-15", 1_749_945_600), ("2024-02-29T00:00+0530", 1_709_145_000),
    ])
    func knownInstants(text: String, secondsSince1970: Double) {
        #expect(DateText.parse(text, in: .gmt)?.timeIntervalSince1970 == secondsSince1970)
    }

    @Test(arguments: [
        "1582-10-10T00:00:00Z", "2025-02-29T00:00:00Z", "2025-06-31", "2025-06-15T24:00Z", "2025-06-15T12:60Z",
        "2025-06-15T12:00:60Z", "2025-06-15T12:00+18:01", "2025-06-15T12:00+24:00", "2025-06-15T", "2025-06-15T12:00.5",
        "2025-06-15T12:00:00.Z", "2025-6-15", "٢٠٢٥-06-15", "2025-06-15T12:00:00ZZ", "", "2025-06-15T12:00:00+2",
    ])
    func impossibleOrMalformedTextsAreRefused(text: String) {
        #expect(DateText.parse(text, in: .gmt) == nil)
    }
}
