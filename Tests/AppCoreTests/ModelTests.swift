import AppCore
import LargeSamples
import Foundation
import UDFKit
import Testing

@Suite struct ModelTests {
    @Test func fixedIdsReadAsTheirNumber() {
        #expect(ProjectID(7).description == "00000000-0000-0000-0000-000000000007")
        #expect(ItemID(101).description == "00000000-0000-0000-0000-000000000101")
        #expect(ItemID(123_456_789_012).description == "00000000-0000-0000-0000-123456789012")
        #expect(ProjectID(1) < ProjectID(2))
        #expect(ProjectID() != ProjectID())
    }

    @Test func aStateRoundTripsThroughJSON() throws {
        let state = AppState(data: SampleData.demo(), lastError: .titleTooLong(characterCount: 201))
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601

        let decoded = try decoder.decode(AppState.self, from: encoder.encode(state))

        #expect(decoded == state)
    }

    @Test func missingPartsOfAStateDecodeAsEmpty() throws {
        let decoded = try JSONDecoder().decode(AppState.self, from: Data(#"{"data": {}}"#.utf8))

        #expect(decoded == AppState())
    }

    @Test func duplicateIdsInJSONAreRefused() {
        let json = #"{"projects": [{"id": "00000000-0000-0000-0000-000000000001", "title": "A", "units": "", "frequency": "daily", "createdAt": 0, "updatedAt": 0}, {"id": "00000000-0000-0000-0000-000000000001", "title": "B", "units": "", "frequency": "daily", "createdAt": 0, "updatedAt": 0}]}"#

        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AppData.self, from: Data(json.utf8)) }
    }

    @Test func everyErrorHasAOneLineMessageWithoutIds() {
        for error in Catalog.errors {
            #expect(!error.message.isEmpty)
            #expect(!error.message.contains("\n"))
            #expect(error.message.firstMatch(of: /[0-9A-F]{8}-[0-9A-F]{4}-/) == nil, "an id in: \(error.message)")
            #expect(error.description == error.message)
        }
        #expect(AppError.titleTooLong(characterCount: 231).message == "A title can have at most 200 characters; this one has 231.")
    }

    @Test func stoppingAfterNinetyMinutesRecordsTheTimeInTheProjectsUnit() {
        let activity = Activity(projectID: ProjectID(2), startedAt: date("2025-03-03T09:00:00Z"))
        let halfPastTen = date("2025-03-03T10:30:00Z")

        #expect(activity.amount(at: halfPastTen, units: "h") == 1.5)
        #expect(activity.amount(at: halfPastTen, units: " Minutes ") == 90)
        #expect(activity.amount(at: halfPastTen, units: "s") == 5_400)
        #expect(activity.amount(at: halfPastTen, units: "days") == 1.5 / 24)
        // A timer left from before timers needed time units records hours, as it did.
        #expect(activity.amount(at: halfPastTen, units: "km") == 1.5)
        // A start in the future (a clock set back) never gives a negative amount.
        #expect(activity.amount(at: date("2025-03-03T08:00:00Z"), units: "h") == 0)
    }

    @Test func onlyUnitsOfTimeCanHoldATimer() {
        #expect(["s", "sec", "Seconds", "min", "minutes", "h", "HRS", "hour", "d", "days"].allSatisfy { TimeUnit(units: $0) != nil })
        #expect(["km", "m", "€", "", "hours worked", "ms"].allSatisfy { TimeUnit(units: $0) == nil })
        #expect(AppError.timerNeedsTimeUnits(units: "km").message
            == "A timer records time; this project counts km: give it h, min or s.")
        #expect(AppError.timerNeedsTimeUnits(units: "").message
            == "A timer records time; give this project the units h, min or s.")
    }

    @Test func longTimersShowDaysAndNeverLoseASecond() {
        #expect(ElapsedTime.text(0) == "0:00:00")
        #expect(ElapsedTime.text(247.9) == "0:04:07")
        #expect(ElapsedTime.text(86_399) == "23:59:59")
        #expect(ElapsedTime.text(86_400) == "1d 00:00:00")
        #expect(ElapsedTime.text(3 * 86_400 + 4 * 3_600 + 12 * 60 + 5) == "3d 04:12:05")
        #expect(ElapsedTime.text(400 * 86_400 + 1) == "400d 00:00:01")
        #expect(ElapsedTime.text(-5) == "0:00:00")
        #expect(ElapsedTime.text(.infinity) == "0:00:00")
        #expect(ElapsedTime.text(.greatestFiniteMagnitude).contains("d "))    // no trap on the largest value
    }
}

@Suite struct SampleDataTests {
    @Test func theDemoKeepsTheInvariantsAndListsTheRunningProjectFirst() {
        let demo = SampleData.demo()

        #expect(invariantViolations(demo) == [])
        #expect(demo.projectList().map(\.title) == ["Hours worked", "Mileage", "Café visits", "Household spending"])
        #expect(demo.activities.map(\.projectID) == [SampleData.hoursID])
        #expect(demo.items.count == 39)
    }

    @Test func theDemoIsTheSameEveryTime() {
        #expect(SampleData.demo() == SampleData.demo())
        #expect(SampleData.demo(now: date("2026-01-01T00:00:00Z")).items.map(\.id) == SampleData.demo().items.map(\.id))
    }

    @Test func theLargeStateHasAThousandProjectsAndAHundredThousandItemsInTheFirst() throws {
        let large = SampleData.large()

        #expect(large.projects.count == 1_000)
        #expect(large.items.count == 100_000)
        #expect(large.items.allSatisfy { $0.projectID == ProjectID(1) })
        #expect(invariantViolations(large) == [])
        #expect(large.sections(of: ProjectID(1), in: berlin).map(\.count).reduce(0, +) == 100_000)
        let series = large.series(of: ProjectID(1), periods: 30, endingAt: SampleData.referenceDate, in: berlin)
        #expect(series.count == 30)
        // One item an hour: 29 whole Berlin days, and today from 00:00 to 14:00 CEST (15 items).
        let countInSeries = series.map(\.count).reduce(0, +)
        #expect(countInSeries == 29 * 24 + 15)
    }

    @Test func smallLargeStatesWorkToo() {
        #expect(SampleData.large(projectCount: 0, itemCount: 0).projects.count == 1)
        #expect(SampleData.large(projectCount: 3, itemCount: 10).items.count == 10)
    }
}
