import Testing
@testable import TerminalUI
import TerminalUITesting

@Suite("Drawing on a screen keeps wide characters whole")
struct ScreenDrawingTests {
    private let origin = Position(column: 0, row: 0)

    @Test func aWideCharacterTakesALeadAndAContinuationCell() {
        var screen = Screen(size: Size(columns: 6, rows: 1))
        let used = screen.draw("a日b", at: origin, style: .bold)
        #expect(used == 4)
        #expect(screen.text(ofRow: 0) == "a日b  ")
        #expect(screen[1, 0].width == 2)
        #expect(screen[2, 0] == .continuation(.bold))
    }

    @Test func drawingOverTheLeftHalfBlanksTheRightHalf() {
        var screen = Screen(size: Size(columns: 4, rows: 1))
        screen.draw("日本", at: origin, style: .plain)
        screen.draw("x", at: origin, style: .plain)
        #expect(screen.text(ofRow: 0) == "x 本")
        #expect(wideCharacterViolations(in: screen) == [])
    }

    @Test func drawingOverTheRightHalfBlanksTheLeftHalf() {
        var screen = Screen(size: Size(columns: 4, rows: 1))
        screen.draw("日本", at: origin, style: .plain)
        screen.draw("x", at: Position(column: 1, row: 0), style: .plain)
        #expect(screen.text(ofRow: 0) == " x本")
        #expect(wideCharacterViolations(in: screen) == [])
    }

    @Test func aWideCharacterStraddlingTheClipEdgeIsReplacedByBlanks() {
        var screen = Screen(size: Size(columns: 5, rows: 1))
        screen.draw("zzzzz", at: origin, style: .plain)
        let used = screen.draw("abc日", at: origin, style: .plain, clip: Rect(column: 0, row: 0, columns: 4, rows: 1))
        #expect(used == 4)
        #expect(screen.text(ofRow: 0) == "abc z")
        #expect(wideCharacterViolations(in: screen) == [])
    }

    @Test func drawingIsClippedToTheScreenAndTheClip() {
        var screen = Screen(size: Size(columns: 4, rows: 2))
        screen.draw("abcdef", at: Position(column: 2, row: 1), style: .plain)
        screen.draw("hidden", at: Position(column: 0, row: 5), style: .plain)
        screen.draw("xyz", at: Position(column: -1, row: 0), style: .plain)
        #expect(screen.text(ofRow: 0) == "yz  ")
        #expect(screen.text(ofRow: 1) == "  ab")
    }

    @Test func fillingOverHalfOfAWideCharacterBlanksTheOtherHalf() {
        var screen = Screen(size: Size(columns: 4, rows: 1))
        screen.draw("日本", at: origin, style: .bold)
        screen.fill(Rect(column: 1, row: 0, columns: 2, rows: 1), with: .blank(.reverse))
        #expect(screen.row(0).map(\.style) == [.bold, .reverse, .reverse, .bold])
        #expect(screen.text(ofRow: 0) == "    ")
    }

    @Test func restylingKeepsTheText() {
        var screen = Screen(size: Size(columns: 3, rows: 1))
        screen.draw("a日", at: origin, style: .plain)
        screen.restyle(screen.bounds) { $0.adding(.reverse) }
        #expect(screen.text(ofRow: 0) == "a日")
        #expect(screen.row(0).map(\.style) == [.reverse, .reverse, .reverse])
    }

    @Test func resizingCutsAWideCharacterAtTheNewEdgeToBlanks() {
        var screen = Screen(size: Size(columns: 4, rows: 2))
        screen.draw("ab日", at: origin, style: .plain)
        screen.cursor = Position(column: 3, row: 1)
        let smaller = screen.resized(to: Size(columns: 3, rows: 1))
        #expect(smaller.text(ofRow: 0) == "ab ")
        #expect(smaller.cursor == nil)
        #expect(wideCharacterViolations(in: smaller) == [])
    }

    @Test func randomOverlappingDrawsNeverLeaveHalfACharacter() {
        var random = SeededGenerator(state: 42)
        let pieces = ["a", "日本", "👨‍👩‍👧", "e\u{301}", "🇯🇵x", "한글", "\t", "zz", "☕️"]
        var screen = Screen(size: Size(columns: 13, rows: 3))
        for step in 0..<2_000 {
            let text = pieces.randomElement(using: &random) ?? "a"
            let at = Position(column: Int.random(in: -2...13, using: &random), row: Int.random(in: 0...2, using: &random))
            let clip = Rect(column: Int.random(in: 0...6, using: &random), row: 0, columns: Int.random(in: 1...13, using: &random), rows: 3)
            if step % 7 == 0 {
                screen.fill(clip.row(at.row), with: .blank(.dim))
            } else {
                screen.draw(text, at: at, style: step % 2 == 0 ? .bold : .plain, clip: clip)
            }
            let violations = wideCharacterViolations(in: screen)
            #expect(violations == [], "after step \(step): drawing \(text) at \(at) clipped to \(clip)")
            if !violations.isEmpty { break }
        }
    }

    @Test func theInvariantCheckCatchesAHalfCharacter() throws {
        var screen = Screen(size: Size(columns: 2, rows: 1))
        screen.store(Cell(glyph: try #require(Glyph(Character("日"))), style: .plain), column: 1, row: 0)
        #expect(wideCharacterViolations(in: screen) == ["lead at 1,0 runs past the row"])
        screen.store(.continuation(.plain), column: 0, row: 0)
        #expect(wideCharacterViolations(in: screen) == ["stray continuation at 0,0", "lead at 1,0 runs past the row"])
    }
}
