import Testing
import TerminalUI
import TerminalUITesting

@Suite("The text snapshot format")
struct SnapshotFormatTests {
    @Test func aSnapshotListsRowsThenStyleRunsThenTheCursor() {
        var screen = Screen(size: Size(columns: 8, rows: 2))
        screen.draw("日本 ok", at: Position(column: 0, row: 0), style: .bold)
        screen.draw("x", at: Position(column: 7, row: 1), style: Style(foreground: .red, background: .palette(236)).adding(.reverse))
        screen.cursor = Position(column: 3, row: 1)
        #expect(screen.snapshot == """
            screen 8x2
            |日本 ok |
            |       x|
            styles
            0:0..<7 bold
            1:7..<8 fg=red bg=palette(236) reverse
            cursor 3,1

            """)
    }

    @Test func aHiddenCursorAndAPlainScreenSaySo() {
        #expect(Screen(size: Size(columns: 2, rows: 1)).snapshot == "screen 2x1\n|  |\nstyles\ncursor hidden\n")
    }

    @Test func theDifferenceNamesEachChangedLine() {
        #expect(snapshotDifference(expected: "a\nb\nc", actual: "a\nB\nc\nd") == "2 -b\n2 +B\n4 +d")
        #expect(snapshotDifference(expected: "same", actual: "same") == nil)
    }
}

@Suite("Golden files")
struct GoldenFileTests {
    @Test func goldenFilesLiveUnderTestsSnapshotsByTarget() {
        let directory = snapshotDirectory(forTestFile: "/repo/Tests/TerminalUITests/Screens/ListTests.swift")
        #expect(directory.path == "/repo/Tests/__Snapshots__/TerminalUITests")
    }
}
