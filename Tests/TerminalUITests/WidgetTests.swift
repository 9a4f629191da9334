import Testing
import TerminalUI

@Suite("Widgets")
struct WidgetTests {
    private func rows(_ screen: Screen) -> [String] {
        (0..<screen.size.rows).map(screen.text(ofRow:))
    }

    @Test func aTextLineIsTruncatedAndAligned() {
        var screen = Screen(size: Size(columns: 8, rows: 2))
        TextLine("Mileage log", style: .bold).draw(in: screen.bounds.row(0), on: &screen)
        TextLine("42", alignment: .trailing).draw(in: screen.bounds.row(1), on: &screen)
        #expect(rows(screen) == ["Mileage…", "      42"])
    }

    @Test func columnsShareTheSpareWidthByWeightAndHideWhatDoesNotFit() {
        let specs = [ColumnSpec(.flexible(minimum: 4, weight: 2)), ColumnSpec(.flexible(minimum: 4, weight: 1)), ColumnSpec(.fixed(3))]
        #expect(ColumnSpec.widths(specs, total: 20, spacing: 1) == [8, 7, 3])
        #expect(ColumnSpec.widths(specs, total: 9, spacing: 1) == [4, 4, 0])
        #expect(ColumnSpec.widths(specs, total: 3, spacing: 1) == [0, 0, 0])
    }

    @Test func columnsDrawEachValueFittedInItsColumn() {
        var screen = Screen(size: Size(columns: 16, rows: 1))
        let specs = [ColumnSpec(.flexible(minimum: 4, weight: 1)), ColumnSpec(.fixed(6), alignment: .trailing)]
        Columns(["日本語の記録", "12.5"], specs: specs).draw(in: screen.bounds, on: &screen)
        #expect(rows(screen) == ["日本語の…   12.5"])
    }

    @Test func aPanelFramesItsInsideWithItsTitle() {
        var screen = Screen(size: Size(columns: 12, rows: 3))
        Panel(title: "Items list").draw(in: screen.bounds, on: &screen)
        #expect(rows(screen) == ["┌ Items li…┐", "│          │", "└──────────┘"])
        #expect(Panel.inner(screen.bounds) == Rect(column: 1, row: 1, columns: 10, rows: 1))
    }

    @Test func aSparklineScalesToItsLargestValueAndShowsTheNewest() {
        #expect(Sparkline.text([0, 1, 4, 8], width: 4) == " ▁▄█")
        #expect(Sparkline.text([8, 1, 2], width: 2) == "▄█")
        #expect(Sparkline.text([1], width: 3) == "  █")
        #expect(Sparkline.text([-1, .nan, .infinity], width: 3) == "▔  ")
        #expect(Sparkline.text([4, -2, 8, -100], width: 4) == "▄▔█▔")
    }

    @Test func aBarChartShowsTheMostRecentBarsThatFitWithLabels() {
        var screen = Screen(size: Size(columns: 11, rows: 3))
        BarChart([9, 4, 2, 8], labels: ["Jan", "Feb", "Mar", "Apr"]).draw(in: screen.bounds, on: &screen)
        #expect(rows(screen) == ["        ███", "███ ▄▄▄ ███", "Feb Mar Apr"])
    }

    @Test func aReferenceLineCrossesTheChartBehindTheBarsAtItsHeight() {
        var screen = Screen(size: Size(columns: 11, rows: 4))
        BarChart([100, 600, 250], reference: 500, referenceStyle: Style(foreground: .yellow)).draw(in: screen.bounds, on: &screen)
        // 600 fills the 4 rows; 500 is 3⅓ rows up, so the line runs along the top row, behind
        // the 600 bar.
        #expect(rows(screen) == ["┄┄┄┄███┄┄┄┄", "    ███    ", "    ███ ▅▅▅", "▅▅▅ ███ ███"])
        #expect(screen[0, 0].style == Style(foreground: .yellow))
        // A target above every bar sets the scale: the line is on the top row, the bars below it.
        var high = Screen(size: Size(columns: 7, rows: 4))
        BarChart([100, 200], reference: 400).draw(in: high.bounds, on: &high)
        #expect(rows(high)[0] == "┄┄┄┄┄┄┄")
        #expect(rows(high)[3] == "███ ███")
    }

    @Test func negativeValuesHangDownFromTheZeroLineInTheirOwnStyle() {
        var screen = Screen(size: Size(columns: 11, rows: 5))
        BarChart([300, -150, 100], labels: ["Apr", "May", "Jun"], negativeStyle: Style(foreground: .red))
            .draw(in: screen.bounds, on: &screen)
        // 4 rows of bars: 300 against 150 gives 3 rows above the zero line and 1 below.
        #expect(rows(screen) == ["███        ", "███        ", "███     ███", "    ███    ", "Apr May Jun"])
        #expect(screen[4, 3].style == Style(foreground: .red))
        #expect(screen[0, 0].style == .plain)
    }

    @Test func onlyNegativeValuesTakeEveryRowBelowTheZeroLine() {
        var screen = Screen(size: Size(columns: 7, rows: 2))
        BarChart([-4, -1]).draw(in: screen.bounds, on: &screen)
        #expect(rows(screen) == ["███ ▀▀▀", "███    "])
    }

    @Test func aStatusBarDropsTheRightTextBeforeCuttingTheLeft() {
        var screen = Screen(size: Size(columns: 20, rows: 2))
        StatusBar(left: "Saved", right: "3/12").draw(in: screen.bounds.row(0), on: &screen)
        StatusBar(left: "A much longer message here", right: "3/12").draw(in: screen.bounds.row(1), on: &screen)
        #expect(rows(screen) == [" Saved         3/12 ", " A much longer mess…"])
        #expect(screen[19, 1].style == .reverse)
    }

    @Test func aCenteredMessageSitsInTheMiddle() {
        var screen = Screen(size: Size(columns: 10, rows: 4))
        CenteredMessage(["Too small", "need 60x16"]).draw(in: screen.bounds, on: &screen)
        #expect(rows(screen) == ["          ", "Too small ", "need 60x16", "          "])
    }

    @Test func theHelpBarDropsWholeEntriesThatDoNotFit() {
        enum Command { case down, quit, help }
        let table = KeyBindingTable<Command>([
            KeyBinding([.down, .character("j")], "down", .down, inHelpBar: true),
            KeyBinding([.character("?")], "help", .help, inHelpBar: true),
            KeyBinding([.character("q")], "quit", .quit, inHelpBar: true),
        ])
        var screen = Screen(size: Size(columns: 24, rows: 3))
        HelpBar(table).draw(in: screen.bounds.row(0), on: &screen)
        HelpBar(table).draw(in: Rect(column: 0, row: 1, columns: 16, rows: 1), on: &screen)
        HelpBar(table).draw(in: Rect(column: 0, row: 2, columns: 10, rows: 1), on: &screen)
        #expect(rows(screen) == ["↓/j down  ? help  q quit", "↓/j down  …             ", "…                       "])
        #expect(screen[0, 0].style == .bold)
    }

    @Test func aHelpBarThatDoesNotFitEndsInAnEllipsisAndKeepsTheWayToHelp() {
        enum Command { case down, up, quit, help }
        let table = KeyBindingTable<Command>([
            KeyBinding([.down, .character("j")], "down", .down, inHelpBar: true),
            KeyBinding([.up, .character("k")], "up", .up, inHelpBar: true),
            KeyBinding([.character("?")], "help", .help, inHelpBar: true),
            KeyBinding([.character("q")], "quit", .quit, inHelpBar: true),
        ])
        let bar = HelpBar(table, keeping: { $0.command == .help })
        var screen = Screen(size: Size(columns: 30, rows: 3))
        for (row, columns) in [30, 26, 12].enumerated() {
            bar.draw(in: Rect(column: 0, row: row, columns: columns, rows: 1), on: &screen)
        }
        #expect(rows(screen) == ["↓/j down  ↑/k up  …  ? help   ",
                                 "↓/j down  …  ? help           ",
                                 "…  ? help                     "])
        #expect(screen[13, 1].style == .bold)    // "?"
    }
}
