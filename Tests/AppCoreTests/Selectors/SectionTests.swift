import AppCore
import Foundation
import UDFKit
import Testing

@Suite struct SectionTests {
    func item(_ number: UInt64, _ project: Project, _ amount: Double, _ timestamp: String) -> Item {
        Item(id: ItemID(number), projectID: project.id, amount: amount, timestamp: date(timestamp))
    }

    @Test func monthlySectionsAreNewestFirstWithCountTotalAndAverage() {
        let data = AppData(projects: [mileage], items: [
            item(101, mileage, 400, "2025-03-05T18:00:00Z"),
            item(102, mileage, 100, "2025-04-02T10:00:00Z"),
            item(103, mileage, 350, "2025-03-20T07:30:00Z"),
        ])

        let sections = data.sections(of: mileage.id, in: berlin)

        #expect(sections == [
            PeriodSection(period: period("2025-03-31T22:00:00Z", "2025-04-30T22:00:00Z"), items: [data.items[1]], total: 100),
            PeriodSection(period: period("2025-02-28T23:00:00Z", "2025-03-31T22:00:00Z"), items: [data.items[2], data.items[0]], total: 750),
        ])
        #expect(sections.map(\.count) == [1, 2])
        #expect(sections.map(\.average) == [100, 375])
    }

    @Test func theDayDaylightSavingTimeStartsIs23HoursLong() {
        let data = AppData(projects: [hoursWorked], items: [
            item(201, hoursWorked, 1, "2025-03-29T22:59:59Z"),  // 23:59:59 CET on the 29th
            item(202, hoursWorked, 2, "2025-03-29T23:00:00Z"),  // 00:00 CET on the 30th
            item(203, hoursWorked, 4, "2025-03-30T21:59:59Z"),  // 23:59:59 CEST on the 30th
            item(204, hoursWorked, 8, "2025-03-30T22:00:00Z"),  // 00:00 CEST on the 31st
        ])

        let sections = data.sections(of: hoursWorked.id, in: berlin)

        #expect(sections.map(\.period) == [
            period("2025-03-30T22:00:00Z", "2025-03-31T22:00:00Z"),
            period("2025-03-29T23:00:00Z", "2025-03-30T22:00:00Z"),
            period("2025-03-28T23:00:00Z", "2025-03-29T23:00:00Z"),
        ])
        #expect(sections.map(\.total) == [8, 6, 1])
        #expect(sections[1].period.duration == 23 * 3_600)
    }

    @Test func theDayDaylightSavingTimeEndsIs25HoursLong() {
        let data = AppData(projects: [hoursWorked], items: [
            item(201, hoursWorked, 1, "2025-10-25T22:00:00Z"),  // 00:00 CEST on the 26th
            item(202, hoursWorked, 2, "2025-10-26T00:30:00Z"),  // 02:30 CEST, before the change
            item(203, hoursWorked, 4, "2025-10-26T01:30:00Z"),  // 02:30 CET, the hour repeated
            item(204, hoursWorked, 8, "2025-10-26T22:59:59Z"),  // 23:59:59 CET on the 26th
        ])

        let sections = data.sections(of: hoursWorked.id, in: berlin)

        #expect(sections.map(\.period) == [period("2025-10-25T22:00:00Z", "2025-10-26T23:00:00Z")])
        #expect(sections.map(\.total) == [15])
        #expect(sections.map(\.period.duration) == [25 * 3_600])
    }

    @Test func yearlySectionsFollowTheLocalNewYear() {
        var spending = mileage
        spending.frequency = .yearly
        let data = AppData(projects: [spending], items: [
            item(101, spending, 10, "2024-12-31T22:59:59Z"),  // 23:59:59 on 31 December 2024 in Berlin
            item(102, spending, 20, "2024-12-31T23:00:00Z"),  // midnight, 1 January 2025 in Berlin
        ])

        let sections = data.sections(of: spending.id, in: berlin)

        #expect(sections.map(\.period) == [
            period("2024-12-31T23:00:00Z", "2025-12-31T23:00:00Z"),
            period("2023-12-31T23:00:00Z", "2024-12-31T23:00:00Z"),
        ])
        #expect(data.sections(of: spending.id, in: .gmt).map(\.total) == [30])
    }

    @Test func anUnknownProjectHasNoSections() {
        #expect(AppData(projects: [mileage]).sections(of: ProjectID(9), in: berlin) == [])
    }
}
