import AppCore
import Foundation
import TerminalUI
import Testing
import TrackerUI

/// `/` on a project filters its items by notes and amount as you type (issue 15 §5).
/// Demo data at 2025-06-15 12:00 UTC.
@Suite("Item filter")
struct ItemFilterTests {
    /// Mileage's item of 2025-06-13, "Road trip".
    let roadTrip = ItemID(101)

    @Test func theFilterNarrowsTheItemsByNotesAndEnterKeepsIt() throws {
        // Given Mileage open
        let driver = demoDriver()
        try driver.type("j<Enter>")

        // When "/TRIP" is typed: only the road trip is left, selected, in its section
        try driver.type("/TRIP")
        var expected = UIState()
        expected.projectSelection = ListSelection(id: SampleData.mileageID, index: 1, offset: 0)
        expected.itemSelection = ListSelection(id: roadTrip, index: 0, offset: 0)
        expected.itemFilter = LineEditor("TRIP")
        expected.isEditingItemFilter = true
        #expect(driver.state.ui == expected)
        let text = driver.screen.lines.joined(separator: "\n")
        #expect(text.contains("│June 2025                                                     1 item · 380 km │"), "\(text)")
        #expect(text.contains("│  2025-06-13 12:00          380 km  Road trip"), "\(text)")
        #expect(!text.contains("May 2025"), "\(text)")
        #expect(driver.screen.lines[23].hasSuffix("item 1/1 of 14"))
        // The chart and the totals still count every item
        #expect(text.contains(" 14 items · total 6,437 km · this month 380 km"), "\(text)")

        // When Enter: the filter stays, and e edits the item it shows
        try driver.type("<Enter>e")
        #expect(driver.state.itemForm?.editing == roadTrip)
    }

    @Test func amountsMatchAsTypedAndAsShown() throws {
        // Given Household spending (9,800 €, 10,212.5 €, ...)
        let driver = demoDriver()
        try driver.type("G<Enter>/10212.5")
        #expect(driver.screen.lines[23].hasSuffix("item 1/1 of 4"))
        try driver.type("<Esc>/10,212")
        #expect(driver.screen.lines[23].hasSuffix("item 1/1 of 4"))
        #expect(driver.screen.shows("10,212.5 €"))
    }

    @Test func escClearsTheFilterThenGoesBackAndANewProjectStartsUnfiltered() throws {
        let driver = demoDriver()
        try driver.type("j<Enter>/trip<Enter>")
        #expect(driver.state.ui.itemFilterText == "trip")

        // Esc clears a kept filter first; the item stays selected
        try driver.type("<Esc>")
        #expect(driver.state.ui.itemFilterText == "")
        #expect(driver.state.route.top == .project(id: SampleData.mileageID))
        #expect(driver.state.ui.itemSelection.id == roadTrip)
        #expect(driver.screen.lines[23].hasSuffix("item 1/14"))

        // A filter left on a project is not carried to the next one opened
        // q, like Esc, clears the filter first, then goes back
        try driver.type("/trip<Enter>q")
        #expect(driver.state.route.top == .project(id: SampleData.mileageID))
        try driver.type("q")
        #expect(driver.state.route.top == .projectList)
        #expect(driver.state.ui.itemFilterText == "")
    }

    @Test func aFilterMatchingNothingSaysSo() throws {
        let driver = demoDriver()
        try driver.type("j<Enter>/zzz")
        #expect(driver.screen.shows("No item matches “zzz”."))
        #expect(driver.screen.shows("Esc clears the filter."))
        #expect(driver.screen.lines[23].hasSuffix("no match of 14"))
        try driver.type("<Esc>")
        #expect(driver.state.ui.isEditingItemFilter == false)
        #expect(driver.state.ui.itemFilterText == "")
    }
}
