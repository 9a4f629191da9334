import AppCore
import LargeSamples
import Foundation
import TerminalUI
import TerminalUITesting
import Testing
import TrackerUI

/// The derived layouts the views page through: rows of sections and items, selections
/// that follow their rows.
@Suite("App derived data")
struct AppDerivedTests {
    /// Mileage's 14 items, one a month: 14 sections of one item each.
    let mileage = ProjectDetail(sections: SampleData.demo().sections(of: SampleData.mileageID, in: utc))
    /// Café visits: 6 items on 4 days (June 12, 10, 7 and 2; two on the 12th and the 7th).
    let cafe = ProjectDetail(sections: SampleData.demo().sections(of: SampleData.cafeID, in: utc))

    @Test func everySectionIsAHeaderRowFollowedByItsItems() {
        #expect(cafe.itemCount == 6)
        #expect(cafe.rowCount == 10)
        #expect((0..<10).map(cafe.rowKind) == [
            .header(section: 0), .item(section: 0, index: 0), .item(section: 0, index: 1),
            .header(section: 1), .item(section: 1, index: 2),
            .header(section: 2), .item(section: 2, index: 3), .item(section: 2, index: 4),
            .header(section: 3), .item(section: 3, index: 5),
        ])
        #expect((0..<6).map(cafe.row(ofItem:)) == [1, 2, 4, 6, 7, 9])
    }

    @Test func aPageThatLandsOnAHeaderSelectsTheItemBelowIt() {
        #expect([0, 2, 3, 5, 8, 40, -3].map(cafe.item(atOrAfterRow:)) == [0, 1, 2, 3, 5, 5, 0])
    }

    @Test func itemsAreFoundByIdAndTotalsByPeriod() throws {
        let demo = SampleData.demo()
        #expect(cafe.index(of: ItemID(136), in: demo) == 2)
        #expect((0..<cafe.itemCount).allSatisfy { cafe.index(of: cafe.item($0).id, in: demo) == $0 })
        #expect(cafe.index(of: ItemID(101), in: demo) == nil)    // another project's
        #expect(cafe.index(of: ItemID(999_999), in: demo) == nil)    // no such item
        var moved = try #require(demo.items[id: ItemID(136)])
        moved.timestamp.addTimeInterval(-1)
        #expect(cafe.index(of: moved) == nil)    // not where its value puts it
        #expect(cafe.grandTotal == 6)
        let days = PeriodCalendar(frequency: .daily, timeZone: utc).periods(6, endingWith: SampleData.referenceDate)
        #expect(cafe.totals(over: days) == [1, 0, 2, 0, 0, 0])    // June 10 to 15
        #expect(mileage.totals(over: PeriodCalendar(frequency: .monthly, timeZone: utc).periods(2, endingWith: SampleData.referenceDate)) == [417, 380])
    }

    @Test func aSelectionFollowsItsRowAndStaysInPlaceWhenTheRowIsGone() {
        let rows = ["a", "b", "c", "d"]
        #expect(ListSelection(id: "c", index: 2).resolvedIndex(count: 4, idAt: { rows[$0] }) == 2)
        #expect(ListSelection(id: "c", index: 0).resolvedIndex(count: 4, idAt: { rows[$0] }) == 2)
        #expect(ListSelection(id: "x", index: 3).resolvedIndex(count: 4, idAt: { rows[$0] }) == 3)
        #expect(ListSelection(id: "x", index: 9).resolvedIndex(count: 4, idAt: { rows[$0] }) == 3)
        #expect(ListSelection<String>(id: nil, index: 1).resolvedIndex(count: 4, idAt: { rows[$0] }) == 1)
        #expect(ListSelection(id: "a", index: 0).resolvedIndex(count: 0, idAt: { rows[$0] }) == nil)
    }

    @Test func aCachedFrameEqualsAFreshOneAfterEveryKey() throws {
        let driver = demoDriver(size: Size(columns: 100, rows: 30))
        for key in try KeyScript.keys("jj<Enter>jG<Esc>/h<Enter>k<Esc>s?x") {
            driver.send([key])
            let fresh = AppView.render(state: driver.state, size: Size(columns: 100, rows: 30),
                                       now: SampleData.referenceDate, timeZone: utc, cache: ViewCache())
            #expect(driver.screen == fresh, "after \(key)")
        }
    }
}

@Suite("App project search")
struct AppProjectSearchTests {
    @Test func theCachedSearchFindsWhatAppCoreFinds() {
        var data = SampleData.large(projectCount: 60, itemCount: 10)
        for project in SampleData.demo().projects { data.projects.append(project) }
        let cache = ViewCache()
        cache.prepare(for: data, timeZone: utc)
        for search in ["", "cafe", "CAFÉ", "Project 5", "project  1 km", "h", "€", "visits café", "zzz", "5 4", " "] {
            #expect(cache.projects(in: data, matching: search) == data.projectList(matching: search), "\(search)")
        }
    }
}
