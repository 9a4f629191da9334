@testable import AppStorage
import AppCore
import Foundation
import Testing

/// Values as text, exactly (issue 14): formula-looking cells, milliseconds, ISO 8601 in the
/// JSON export, the years 1 to 9999, and amounts that are decimal numbers.
@Suite struct ValueTextTests {
    let at = date("2025-06-15T12:00:00Z")

    /// Mileage's fill-up, with texts a spreadsheet would run as formulas.
    let formulas = AppData(
        projects: [Project(
            id: ProjectID(1), title: "=HYPERLINK(\"http://x\",\"y\")", units: "+km", frequency: .monthly,
            createdAt: date("2025-03-01T09:00:00Z"), updatedAt: date("2025-03-01T09:00:00Z")
        )],
        items: [
            Item(id: ItemID(101), projectID: ProjectID(1), amount: -2, timestamp: date("2025-03-05T18:00:00Z"), notes: "-2 litres"),
            Item(id: ItemID(102), projectID: ProjectID(1), amount: 1, timestamp: date("2025-03-06T18:00:00Z"), notes: "@home"),
            Item(id: ItemID(103), projectID: ProjectID(1), amount: 3, timestamp: date("2025-03-07T18:00:00Z"), notes: "'quoted'"),
        ]
    )

    @Test func cellsAFormulaWouldRunGetAQuoteAndReadBackExactly() throws {
        // Given texts starting with =, +, -, @ and '
        let csv = CSVExport.text(of: formulas)
        // When exported, every one of those cells starts with one more '
        let rows = try CSVText.parse(csv).dropFirst().map(\.fields)
        #expect(rows.map { $0[1] } == Array(repeating: "'=HYPERLINK(\"http://x\",\"y\")", count: 3))
        #expect(rows.map { $0[2] } == ["'+km", "'+km", "'+km"])
        #expect(rows.map { $0[7] } == ["'-2 litres", "'@home", "''quoted'"])
        #expect(rows.map { $0[6] } == ["-2", "1", "3"])
        // Then importing gives the texts back, and exporting that again the same bytes
        let imported = try CSVImport(text: csv, into: AppData(), now: at, timeZone: .gmt)
        #expect(imported.data.projects.map(\.title) == ["=HYPERLINK(\"http://x\",\"y\")"])
        #expect(imported.data.projects.map(\.units) == ["+km"])
        #expect(imported.data.items.map(\.notes) == ["-2 litres", "@home", "'quoted'"])
        var state = AppState()
        PersistentStore.reducer.reduce(&state, ImportAction.dataImported(imported.data, at: at))
        #expect(state.lastError == nil)
        #expect(CSVExport.text(of: state.data) == csv)
    }

    @Test(arguments: ["=1+2", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1", "'", "''x", "plain", "", "1=1"])
    func theGuardIsUndoneExactly(text: String) {
        #expect(CSVCellGuard.unprotect(CSVCellGuard.protect(text)) == text)
    }

    @Test func everyMillisecondReadsBackAsItself() {
        // Given texts with each of the 1,000 milliseconds, at instants after and before 2001
        for base in ["2025-06-15T12:00:00", "1999-12-31T23:59:59", "0001-01-01T00:00:00", "9999-12-31T23:59:59", "2001-01-01T00:00:00"] {
            for millisecond in 0..<1_000 {
                let text = base + "." + String(format: "%03d", millisecond) + "Z"
                // When read and written again, Then it is the same text (it was `.447` for `.448`)
                #expect(DateText.parse(text, in: .gmt).map(DateText.iso8601) == text)
            }
        }
    }

    @Test func millisecondsAreRoundedToTheNearest() {
        #expect(DateText.iso8601(Date(timeIntervalSinceReferenceDate: 771_681_600.4479)) == "2025-06-15T12:00:00.448Z")
        #expect(DateText.iso8601(Date(timeIntervalSinceReferenceDate: 771_681_600.9996)) == "2025-06-15T12:00:01.000Z")
        #expect(DateText.iso8601(Date(timeIntervalSinceReferenceDate: -0.0004)) == "2001-01-01T00:00:00.000Z")
        #expect(DateText.iso8601(Date(timeIntervalSinceReferenceDate: -0.0006)) == "2000-12-31T23:59:59.999Z")
    }

    @Test func theCSVExportOfMillisecondsIsByteIdenticalAfterAnImport() throws {
        // Given items at 0.000 to 0.999 past a second
        let start = date("2025-06-15T12:00:00Z").timeIntervalSinceReferenceDate
        let items = (0..<1_000).map { millisecond in
            Item(id: ItemID(1_000 + millisecond), projectID: mileage.id, amount: 1,
                 timestamp: DateText.parse("2025-06-15T12:00:00.\(String(format: "%03d", millisecond))Z", in: .gmt) ?? Date(timeIntervalSinceReferenceDate: start))
        }
        let csv = CSVExport.text(of: AppData(projects: [mileage], items: SampleData.list(items)))
        // When imported into empty data and exported again
        var state = AppState()
        let imported = try CSVImport(text: csv, into: AppData(), now: at, timeZone: .gmt)
        PersistentStore.reducer.reduce(&state, ImportAction.dataImported(imported.data, at: at))
        // Then the bytes are the same
        #expect(CSVExport.text(of: state.data) == csv)
        #expect(csv.contains("2025-06-15T12:00:00.448Z"))
    }

    @Test func exactSecondsSplitAndJoinWithoutLoss() {
        // Given instants spread over the years 1 to 9999 by the golden ratio (the same on every run)
        let (low, high) = (-63_114_076_800.0, 252_423_993_599.0)
        let spread = (1...2_000).map { low + (high - low) * (Double($0) * 0.618_033_988_749_894_8).truncatingRemainder(dividingBy: 1) }
        let specials: [Double] = [0, -0.25, 0.1, -0.1, 5e-5, -5e-5, Double.leastNonzeroMagnitude, 771_681_600.448, -63_114_076_800, 252_423_993_599.999]
        for seconds in specials + spread {
            let (whole, fraction) = ExactSeconds.split(seconds)
            #expect(ExactSeconds.join(whole: whole, fraction: fraction) == seconds, "\(seconds): \(whole) \(fraction)")
            #expect(Double(whole) <= seconds && seconds < Double(whole) + 1)
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            #expect(DateText.exactISO8601(date).flatMap { DateText.parse($0, in: .gmt) } == date)
        }
    }

    @Test func theJSONExportWritesISO8601AndReadsTheOldNumbers() throws {
        // Given an export: dates are ISO 8601 texts, with more digits only when needed
        let text = String(decoding: try ExportDocument(data: twoProjects).encoded(), as: UTF8.self)
        #expect(text.contains(#""timestamp" : "2025-03-05T18:00:00.000Z""#))
        #expect(text.contains(#""createdAt" : "2025-03-01T09:00:00.1234568Z""#))
        // And a version 1 export, with seconds since 2001
        let old = #"{"format": "udf-tui export", "version": 1, "dates": "seconds since 2001-01-01T00:00:00Z", "projects": [{"id": "00000000-0000-0000-0000-000000000001", "title": "Mileage", "units": "km", "frequency": "monthly", "createdAt": 762512400, "updatedAt": 762890460}], "items": [{"id": "00000000-0000-0000-0000-000000000101", "projectID": "00000000-0000-0000-0000-000000000001", "amount": 412.5, "timestamp": 762890400.448}], "activities": []}"#
        // When the old one is read, Then its dates are the same instants
        let read = try ExportDocument.decode(Data(old.utf8)).data()
        #expect(read.projects.array == [mileage])
        #expect(read.items.first.map { DateText.iso8601($0.timestamp) } == "2025-03-05T18:00:00.448Z")
    }

    @Test(arguments: [
        (#""1e15""#, "items[0].timestamp: '1e15' is not a date (ISO 8601, such as 2025-06-15T12:00:00.448Z)"),
        ("1e15", "items[0].timestamp: a date must lie in the years 1 to 9999"),
        ("1e300", "items[0].timestamp: a date must lie in the years 1 to 9999"),
        ("-1e300", "items[0].timestamp: a date must lie in the years 1 to 9999"),
        (#""0001-01-01T00:00:00+01:00""#, "items[0].timestamp: a date must lie in the years 1 to 9999"),
        (#""10000-01-01T00:00:00Z""#, "items[0].timestamp: '10000-01-01T00:00:00Z' is not a date (ISO 8601, such as 2025-06-15T12:00:00.448Z)"),
    ])
    func aJSONDateOutsideTheYears1To9999IsRefused(timestamp: String, message: String) {
        let json = #"{"format": "udf-tui export", "version": 2, "dates": "", "projects": [], "items": [{"id": "00000000-0000-0000-0000-000000000101", "projectID": "00000000-0000-0000-0000-000000000001", "amount": 1, "timestamp": \#(timestamp)}], "activities": []}"#
        #expect(throws: ExchangeError(message)) { try ExportDocument.decode(Data(json.utf8)) }
    }

    @Test func theYearsAreThoseTheCalendarReads() {
        #expect(DateText.parse("0001-01-01T00:00:00Z", in: .gmt) == Item.timestampRange.lowerBound)
        #expect(DateText.parse("9999-12-31T23:59:59.999Z", in: .gmt) == Item.timestampRange.upperBound)
        #expect(DateText.iso8601(Item.timestampRange.upperBound) == "9999-12-31T23:59:59.999Z")
    }

    @Test func amountsAreDecimalNumbersOnly() {
        #expect(["0x10", "0X1p4", "1_000", "1e", ".", "+", "infinity", "1.5.2"].map(AmountText.parse) == Array(repeating: nil, count: 8))
        #expect(["-5", "+5", ".5", "5.", "-1.5e-3", "1E3"].map(AmountText.parse) == [-5, 5, 0.5, 5, -0.0015, 1000])
    }

    @Test func anExcerptOfInputIsShortAndInert() {
        #expect(InputExcerpt.quoted("12,5") == "'12,5'")
        #expect(InputExcerpt.quoted(String(repeating: "9", count: 1_000)) == "'" + String(repeating: "9", count: 40) + "…' (1000 characters)")
        #expect(InputExcerpt.quoted("\u{1B}[2J\u{0}") == "'\\u{1B}[2J\\u{0}'")
    }
}

/// The importers' trimming of a cell is Foundation's `.whitespaces` trimming, only without
/// a copy when there is nothing to trim.
struct SpaceTrimmingTests {
    @Test(arguments: [
        "", " ", "\t", "12.5", " 12.5", "12.5 ", "\t12.5\t", "\u{00A0}12.5\u{2003}", "\u{3000}Café\u{3000}",
        "a b", " \u{301}x", "x\u{301} ", "\n12\n", "\r\n", " 👨‍👩‍👧 ", "\u{200B}12\u{200B}", "'=1+1 ",
    ])
    func aCellIsTrimmedAsFoundationTrimsIt(_ text: String) {
        #expect(SpaceTrimming.trimmed(text) == text.trimmingCharacters(in: .whitespaces))
    }
}
