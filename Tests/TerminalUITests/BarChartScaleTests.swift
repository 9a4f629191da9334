import Testing
import TerminalUI

/// A bar chart's scale on the left, its marked bar and its row of years: what the project
/// screen's chart reads with when it browses periods.
@Suite("Bar chart scale, highlight and groups")
struct BarChartScaleTests {
    private func rows(_ screen: Screen) -> [String] {
        (0..<screen.size.rows).map(screen.text(ofRow:))
    }

    private static let kilometres = BarChart.Axis(width: 6) { "\(Int($0)) km" }

    @Test func theAxisWritesTheLargestValueShownAtTheTopAndTakesItsColumnsFromTheBars() {
        var chart = BarChart([400, 200, 100], labels: ["Apr", "May", "Jun"])
        chart.axis = Self.kilometres
        #expect(chart.capacity(columns: 16) == 2)
        var screen = Screen(size: Size(columns: 16, rows: 3))
        chart.draw(in: screen.bounds, on: &screen)
        // Three values, room for two: the scale is the largest of those shown, 200.
        #expect(rows(screen) == ["200 km┤███      ", "      │███ ███  ", "       May Jun  "])
    }

    @Test func theAxisReachesUpToTheReferenceAndDownToTheMostNegativeValue() {
        var chart = BarChart([300, -150], reference: 500)
        chart.axis = Self.kilometres
        var screen = Screen(size: Size(columns: 14, rows: 3))
        chart.draw(in: screen.bounds, on: &screen)
        #expect(rows(screen)[0].hasPrefix("500 km┤"))
        #expect(rows(screen)[2].hasPrefix("-150 …┤"))
    }

    @Test func theHighlightedBarAndItsLabelStandOut() {
        let marked = Style(foreground: .cyan, attributes: .bold)
        var screen = Screen(size: Size(columns: 11, rows: 2))
        BarChart([8, 8, 8], labels: ["Apr", "May", "Jun"], style: Style(foreground: .green), highlighted: 1, highlightStyle: marked)
            .draw(in: screen.bounds, on: &screen)
        #expect(rows(screen) == ["███ ███ ███", "Apr May Jun"])
        #expect(screen[0, 0].style == Style(foreground: .green))
        #expect(screen[4, 0].style == marked)
        #expect(screen[4, 1].style == .reverse)
        #expect(screen[0, 1].style == .dim)
    }

    @Test func groupLabelsRunFromTheirBarToTheNextAndTheFirstBarAlwaysHasOne() {
        let labels = ["Nov", "Dec", "Jan", "Feb"]
        let years = ["2024", "", "2025", ""]
        var screen = Screen(size: Size(columns: 15, rows: 4))
        BarChart([1, 2, 3, 4], labels: labels, groupLabels: years).draw(in: screen.bounds, on: &screen)
        #expect(rows(screen)[2...] == ["Nov Dec Jan Feb", "2024    2025   "])
        // Scrolled so that the first bar shown is December: its year, from November, would
        // be cut before January's, so it is left out rather than shown as "202".
        var narrow = Screen(size: Size(columns: 11, rows: 4))
        BarChart([1, 2, 3, 4], labels: labels, groupLabels: years).draw(in: narrow.bounds, on: &narrow)
        #expect(rows(narrow)[2...] == ["Dec Jan Feb", "    2025   "])
        var wide = Screen(size: Size(columns: 11, rows: 4))
        BarChart([1, 2, 3, 4], labels: labels, groupLabels: ["2024", "", "", "2025"]).draw(in: wide.bounds, on: &wide)
        // December carries 2024 with room to spare; 2025 under the last bar has three columns.
        #expect(rows(wide)[3] == "2024       ")
    }

    @Test func groupLabelsNeedFourRowsAndSomethingToSay() {
        var short = Screen(size: Size(columns: 7, rows: 3))
        BarChart([1, 2], labels: ["Dec", "Jan"], groupLabels: ["2024", "2025"]).draw(in: short.bounds, on: &short)
        #expect(rows(short)[2] == "Dec Jan")
        var empty = Screen(size: Size(columns: 7, rows: 4))
        BarChart([1, 2], labels: ["'24", "'25"], groupLabels: ["", ""]).draw(in: empty.bounds, on: &empty)
        #expect(rows(empty)[3] == "'24 '25")
    }
}
