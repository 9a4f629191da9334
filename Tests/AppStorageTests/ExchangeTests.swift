@testable import AppStorage
import AppCore
import Foundation
import Testing

/// The JSON export round-trips exactly; CSV reads what it writes and names the line of any
/// bad row.
@Suite struct ExchangeTests {
    let at = date("2025-06-15T12:00:00Z")

    @Test func theJSONExportRoundTripsExactly() throws {
        // Given data with odd instants and notes in several scripts
        let bytes = try ExportDocument(data: twoProjects).encoded()
        // When it is read back and imported into empty data
        let read = try ExportDocument.decode(bytes).data()
        var imported = AppState()
        PersistentStore.reducer.reduce(&imported, ImportAction.dataImported(read, at: at))
        // Then the data is the same, and so is its export, byte for byte
        #expect(read == twoProjects)
        #expect(imported.data == twoProjects)
        #expect(imported.lastError == nil)
        #expect(try ExportDocument(data: imported.data).encoded() == bytes)
    }

    @Test func theJSONExportSaysWhatItIs() throws {
        let text = String(decoding: try ExportDocument(data: AppData(projects: [mileage])).encoded(), as: UTF8.self)
        #expect(text == """
            {
              "activities" : [

              ],
              "dates" : "ISO 8601, UTC",
              "format" : "udf-tui export",
              "items" : [

              ],
              "projects" : [
                {
                  "createdAt" : "2025-03-01T09:00:00.000Z",
                  "frequency" : "monthly",
                  "id" : "00000000-0000-0000-0000-000000000001",
                  "title" : "Mileage",
                  "units" : "km",
                  "updatedAt" : "2025-03-05T18:01:00.000Z"
                }
              ],
              "version" : 2
            }

            """)
    }

    @Test(arguments: [
        ("[1, 2]", "this is not a udf-tui JSON export (the document: Expected to decode Dictionary<String, Any> but found an array instead.)"),
        (#"{"format": "other", "version": 1}"#, "this is not a udf-tui JSON export"),
        (#"{"format": "udf-tui export", "version": 3}"#, "this export was written by a newer version of udf-tui (format version 3)"),
        (#"{"format": "udf-tui export", "version": 1, "dates": "", "projects": [], "items": [{"id": "x"}], "activities": []}"#, "items[0].id: Attempted to decode UUID from invalid UUID string."),
    ])
    func aBadJSONFileIsRefusedWithItsReason(json: String, message: String) {
        #expect(throws: ExchangeError(message)) {
            try ExportDocument.decode(Data(json.utf8))
        }
    }

    @Test func theCSVExportHasOneRowPerItemOldestFirstByProject() {
        #expect(CSVExport.text(of: twoProjects) == [
            "project_id,project,units,frequency,item_id,timestamp,amount,notes",
            "00000000-0000-0000-0000-000000000001,Mileage,km,monthly,00000000-0000-0000-0000-000000000101,2025-03-05T18:00:00.000Z,412.5,\"Full tank, 日本 ⛽️\"",
            "00000000-0000-0000-0000-000000000002,Hours worked,h,daily,00000000-0000-0000-0000-000000000102,2025-03-01T09:00:00.123Z,0.1,",
            "",
        ].joined(separator: "\r\n"))
    }

    @Test func theCSVExportReadsBack() throws {
        let csv = try CSVImport(text: CSVExport.text(of: twoProjects), into: AppData(), now: at, timeZone: .gmt)
        #expect(csv.data.items.map(\.id) == [fillUp.id, tenthOfAnHour.id])
        #expect(csv.data.items[id: fillUp.id] == fillUp)
        #expect(csv.data.projects.map(\.title) == ["Mileage", "Hours worked"])
    }

    @Test func aSimpleSheetFindsProjectsByTitleAndCreatesNewOnes() throws {
        let text = "Project,Timestamp,Amount,Frequency\nMileage,2025-06-01,380,\nCoffee,2025-06-02 08:30,1,daily\nCoffee,2025-06-03,2,\n"
        let csv = try CSVImport(text: text, into: twoProjects, now: at, timeZone: .gmt)
        let coffee = try #require(csv.data.projects.first)
        #expect(csv.data.projects.map(\.title) == ["Coffee"])
        #expect(csv.data.items.map(\.projectID) == [mileage.id, coffee.id, coffee.id])
        #expect(csv.data.items.map(\.timestamp) == [date("2025-06-01T00:00:00Z"), date("2025-06-02T08:30:00Z"), date("2025-06-03T00:00:00Z")])
        #expect(csv.line(of: .item(id: csv.data.items[2].id)) == 4)
    }

    @Test(arguments: [
        ("project,timestamp,amount\nMileage,2025-06-01,abc\n", "line 2: 'abc' is not a number"),
        ("project,timestamp,amount\nMileage,2025-06-01,1\nMileage,June 2nd,1\n", "line 3: 'June 2nd' is not a date (YYYY-MM-DD, optionally followed by THH:MM[:SS] and Z or ±HH:MM)"),
        ("project,timestamp,amount\nNew,2025-06-01,1\n", "line 2: the new project \"New\" needs a frequency (daily, monthly or yearly)"),
        ("project,timestamp,amount,frequency\nNew,2025-06-01,1,weekly\n", "line 2: 'weekly' is not a frequency (daily, monthly or yearly)"),
        ("project,timestamp\n", "line 1: the header has no 'amount' column"),
        ("project,timestamp,amount,colour\n", "line 1: unknown column 'colour' (known: amount, frequency, item_id, notes, project, project_id, timestamp, units)"),
        ("project,timestamp,amount\nMileage,2025-06-01\n", "line 2: 2 fields where the header has 3"),
        ("project,timestamp,amount,notes\nMileage,2025-06-01,1,\"open\n\nMileage,2025-06-01,1,\n", "line 2: a quoted field is never closed"),
        ("project,timestamp,amount,notes\nMileage,2025-06-01,1,\"a\"b\n", "line 2: text after the closing quote of a field"),
        ("project,timestamp,amount\n", nil),
    ] as [(String, String?)])
    func aBadCSVRowIsNamedByItsLine(text: String, message: String?) {
        let result = Result { () throws(ExchangeError) in try CSVImport(text: text, into: twoProjects, now: at, timeZone: .gmt) }
        if let message {
            #expect(throws: ExchangeError(message)) { try result.get() }
        } else {
            #expect((try? result.get().data) == AppData())
        }
    }

    @Test func quotedFieldsKeepCommasQuotesAndLineBreaks() throws {
        let records = try CSVText.parse("\u{FEFF}a,\"b, \"\"c\"\"\",\"d\r\ne\"\r\n\r\nf,,\n")
        #expect(records == [
            CSVText.Record(line: 1, fields: ["a", "b, \"c\"", "d\r\ne"]),
            CSVText.Record(line: 4, fields: ["f", "", ""]),
        ])
    }

    @Test func linesEndAtCRLFLFOrCRAndErrorsNameTheLineAfterAQuotedBreak() throws {
        let records = try CSVText.parse("é,\"x\ry\"\rz,日本\n\"\"\r\n")
        #expect(records == [
            CSVText.Record(line: 1, fields: ["é", "x\ry"]),
            CSVText.Record(line: 3, fields: ["z", "日本"]),
        ])    // a record of one empty field is a blank line, quoted or not
        #expect(throws: ExchangeError.line(3, "a quote in the middle of an unquoted field")) {
            try CSVText.parse("a,\"b\nc\"\nd\"e")
        }
        #expect(throws: ExchangeError.line(1, "text after the closing quote of a field")) { try CSVText.parse("\"a\"b") }
        #expect(throws: ExchangeError.line(2, "a quoted field is never closed")) { try CSVText.parse("a\n\"b\nc") }
    }

    @Test(arguments: [
        ("2025-06-15", "2025-06-15T00:00:00Z"),
        ("2025-06-15T14:30", "2025-06-15T14:30:00Z"),
        ("2025-06-15 14:30:05", "2025-06-15T14:30:05Z"),
        ("2025-06-15T14:30:05+02:00", "2025-06-15T12:30:05Z"),
        ("2025-06-15T14:30-0130", "2025-06-15T16:00:00Z"),
        ("2025-06-15T14:30Z", "2025-06-15T14:30:00Z"),
    ])
    func datesAreReadInTheFormsPeopleWrite(text: String, instant: String) {
        #expect(DateText.parse(text, in: .gmt) == date(instant))
    }

    @Test(arguments: ["2025-02-30", "2025-06-15T25:00", "2025-6-15", "15/06/2025", "2025-06-15T14:30+25:00", "tomorrow", ""])
    func impossibleOrUnknownDatesAreRefused(text: String) {
        #expect(DateText.parse(text, in: .gmt) == nil)
    }

    @Test func datesForPeopleHaveFourDigitYearsAndReadBack() throws {
        let yearOne = try #require(DateText.parse("0001-01-01T00:00Z", in: .gmt))
        #expect(DateText.format(yearOne, in: .gmt) == "0001-01-01 00:00")
        #expect(DateText.parse(DateText.format(yearOne, in: .gmt), in: .gmt) == yearOne)
        #expect(DateText.format(date("2025-06-15T14:30:00Z"), in: .gmt) == "2025-06-15 14:30")
    }

    @Test func fractionsOfASecondAreKept() {
        #expect(DateText.parse("2025-06-15T14:30:05.25Z", in: .gmt) == date("2025-06-15T14:30:05Z").addingTimeInterval(0.25))
    }

    @Test func amountsAreFiniteNumbersWrittenShort() {
        #expect([" 12.5 ", "-3", "1e3", "abc", "nan", "inf", ""].map(AmountText.parse) == [12.5, -3, 1000, nil, nil, nil, nil])
        #expect([412, 0.1, -2.5, 1e20].map(AmountText.format) == ["412", "0.1", "-2.5", "1e+20"])
    }
}
