import Testing
import TerminalUI

@Suite("Scrolling lists")
struct ListViewTests {
    @Test func theOffsetMovesOnlyAsFarAsNeededToShowTheSelection() {
        #expect(ListViewport(count: 100, selection: 5, previousOffset: 0, height: 10).offset == 0)
        #expect(ListViewport(count: 100, selection: 10, previousOffset: 0, height: 10).offset == 1)
        #expect(ListViewport(count: 100, selection: 3, previousOffset: 8, height: 10).offset == 3)
        #expect(ListViewport(count: 100, selection: 12, previousOffset: 8, height: 10).offset == 8)
    }

    @Test func theLastPageIsNeverHalfEmpty() {
        let viewport = ListViewport(count: 100, selection: 99, previousOffset: 95, height: 10)
        #expect(viewport.visible == 90..<100)
        #expect(ListViewport(count: 5, selection: 4, previousOffset: 3, height: 10).visible == 0..<5)
    }

    @Test func selectionsOutsideTheListAreClampedAndEmptyListsShowNothing() {
        #expect(ListViewport(count: 10, selection: 50, previousOffset: 0, height: 4).selection == 9)
        #expect(ListViewport(count: 0, selection: 0, previousOffset: 3, height: 4) ==
                ListViewport(count: 0, selection: nil, previousOffset: 0, height: 4))
        #expect(ListViewport(count: 0, selection: 0, previousOffset: 3, height: 4).visible == 0..<0)
    }

    @Test func drawingAHugeListVisitsOnlyTheVisibleRows() {
        var screen = Screen(size: Size(columns: 10, rows: 4))
        let viewport = ListViewport(count: 1_000_000, selection: 999_999, previousOffset: 0, height: 4)
        var visited: [Int] = []
        ListView(viewport).draw(in: screen.bounds, on: &screen) { index, row, screen in
            visited.append(index)
            TextLine("\(index)").draw(in: row, on: &screen)
        }
        #expect(visited == [999_996, 999_997, 999_998, 999_999])
        #expect((0..<4).map(screen.text(ofRow:)) == ["999996   │", "999997   │", "999998   │", "999999   █"])
        #expect(screen[0, 3].style == .reverse)
        #expect(screen[0, 2].style == .plain)
    }

    @Test func aListThatFitsHasNoScrollbar() {
        var screen = Screen(size: Size(columns: 4, rows: 3))
        ListView(ListViewport(count: 2, selection: 0, previousOffset: 0, height: 3)).draw(in: screen.bounds, on: &screen) { index, row, screen in
            TextLine("row\(index)").draw(in: row, on: &screen)
        }
        #expect((0..<3).map(screen.text(ofRow:)) == ["row0", "row1", "    "])
    }
}
