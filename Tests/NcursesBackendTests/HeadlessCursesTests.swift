import CNcurses
import Foundation
import Testing
import TerminalUI
@testable import NcursesBackend

/// The real ncurses path without a terminal: `newterm` on a file (tig's trick), cells read
/// back with `mvwin_wch`. ncurses has one current screen per process, so these run one at
/// a time.
@Suite("Headless ncurses", .serialized)
struct HeadlessCursesTests {
    private func temporaryFile(_ name: String, contents: [UInt8] = []) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ncurses-\(name)-\(getpid())").path
        try Data(contents).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// What ncurses should hold for `screen`: each lead cell expanded to its ncurses cells.
    private func expectedTexts(_ screen: Screen) -> [[String]] {
        (0..<screen.size.rows).map { row in
            var texts = Array(repeating: "", count: screen.size.columns)
            for column in 0..<screen.size.columns where !screen[column, row].isContinuation {
                for cluster in CursesClusters.split(screen[column, row].text) where column + cluster.offset < texts.count {
                    texts[column + cluster.offset] = String(String.UnicodeScalarView(cluster.scalars))
                }
            }
            return texts
        }
    }

    /// What ncurses holds, with continuation cells (which repeat the wide character) blanked
    /// to match ``expectedTexts(_:)``.
    private func actualTexts(_ terminal: NcursesTerminal, _ screen: Screen) -> [[String]] {
        let contents = terminal.windowContents()
        let expected = expectedTexts(screen)
        return contents.enumerated().map { row, cells in
            cells.enumerated().map { column, cell in expected[row][column].isEmpty ? "" : cell.text }
        }
    }

    private static func sampleScreen(size: Size) -> Screen {
        var screen = Screen(size: size)
        screen.draw("ASCII 日本語 é 👨‍👩‍👧 🇯🇵 ok", at: Position(column: 0, row: 0), style: .bold)
        screen.draw("한국어 ﾊﾝｶｸ ☕ e\u{301}nd", at: Position(column: 1, row: 1), style: Style(foreground: .red))
        screen.draw("last cell", at: Position(column: size.columns - 9, row: size.rows - 1), style: .reverse)
        return screen
    }

    @Test func aScreenWithWideCharactersLandsInNcursesCellForCell() throws {
        let output = try temporaryFile("draw")
        let terminal = try NcursesTerminal.openHeadless(size: Size(columns: 40, rows: 4), outputPath: output)
        defer { terminal.close() }
        let screen = Self.sampleScreen(size: terminal.size)
        terminal.draw(screen)
        #expect(actualTexts(terminal, screen) == expectedTexts(screen))
        #expect(terminal.windowContents()[3][39].text == "l")
    }

    @Test func redrawingOnlyTheChangesLeavesNcursesEqualToTheNewScreen() throws {
        let output = try temporaryFile("diff")
        let terminal = try NcursesTerminal.openHeadless(size: Size(columns: 20, rows: 2), outputPath: output)
        defer { terminal.close() }
        var screen = Screen(size: terminal.size)
        screen.draw("日本語 abc 世界", at: Position(column: 0, row: 0), style: .plain)
        terminal.draw(screen)
        screen.draw("x", at: Position(column: 1, row: 0), style: .plain)
        screen.draw("界界", at: Position(column: 7, row: 0), style: .plain)
        screen.draw("z", at: Position(column: 0, row: 1), style: .plain)
        terminal.draw(screen)
        #expect(screen.text(ofRow: 0) == " x本語 界界世界     ")
        #expect(actualTexts(terminal, screen) == expectedTexts(screen))
    }

    @Test func attributesAndColoursReachNcurses() throws {
        let output = try temporaryFile("style")
        let terminal = try NcursesTerminal.openHeadless(size: Size(columns: 10, rows: 1), outputPath: output)
        defer { terminal.close() }
        var screen = Screen(size: terminal.size)
        screen.draw("a", at: Position(column: 0, row: 0), style: Style(attributes: [.bold, .underline]))
        screen.draw("b", at: Position(column: 1, row: 0), style: Style(foreground: .red))
        screen.draw("c", at: Position(column: 2, row: 0), style: Style(foreground: .green, attributes: .reverse))
        screen.draw("d", at: Position(column: 3, row: 0), style: Style(foreground: .red))
        terminal.draw(screen)
        let cells = terminal.windowContents()[0]
        #expect(terminal.colorsEnabled)
        #expect(cells[0].attributes & (cncurses_a_bold() | cncurses_a_underline()) == cncurses_a_bold() | cncurses_a_underline())
        #expect(cells[0].pair == 0)
        #expect(cells[1].pair != 0)
        #expect(cells[2].pair != cells[1].pair)
        #expect(cells[3].pair == cells[1].pair)
        #expect(cells[2].attributes & cncurses_a_reverse() != 0)
    }

    @Test func withoutColoursEveryCellUsesTheDefaultPairButKeepsReverseVideo() throws {
        let output = try temporaryFile("mono")
        let terminal = try NcursesTerminal.openHeadless(size: Size(columns: 4, rows: 1), outputPath: output, colors: false)
        defer { terminal.close() }
        var screen = Screen(size: terminal.size)
        screen.draw("ab", at: Position(column: 0, row: 0), style: Style(foreground: .red, attributes: .reverse))
        terminal.draw(screen)
        let cells = terminal.windowContents()[0]
        #expect(terminal.colorsEnabled == false)
        #expect(cells[0].pair == 0)
        #expect(cells[0].attributes & cncurses_a_reverse() != 0)
    }

    /// The keys a headless session reads from a file holding `text`, as a terminal sends it.
    private func keys(readFrom text: String, name: String) throws -> [KeyEvent] {
        let input = try temporaryFile(name, contents: Array(text.utf8))
        let output = try temporaryFile(name + "-out")
        let terminal = try NcursesTerminal.openHeadless(size: Size(columns: 10, rows: 2), outputPath: output, inputPath: input)
        defer { terminal.close() }
        var keys: [KeyEvent] = []
        while let key = try terminal.readKey(timeout: .zero) { keys.append(key) }
        return keys
    }

    @Test func keysAreDecodedByNcursesFromTerminalBytes() throws {
        let keys = try keys(readFrom: "j\u{1B}OA\u{1B}[3~\u{1B}[6~日\u{12}\r", name: "keys")
        #expect(keys == [.character("j"), .up, .delete, .pageDown, .character("日"), .control("r"), .enter])
    }

    /// Sequences ncurses does not know for the terminal type arrive as Esc and characters:
    /// End as `ESC [ 4 ~` (tmux sends it; xterm-256color's terminfo says `ESC O F`), Alt-d
    /// as `ESC d`. They are one key or nothing, never Esc and then commands; and a paste
    /// holding its own end marker is one paste.
    @Test func sequencesNcursesDoesNotKnowAreOneKeyOrNothing() throws {
        let keys = try keys(readFrom: "j\u{1B}[4~\u{1B}d\u{1B}[1;5A\u{1B}[99~\u{1B}[1;3D\u{1B}[Fx\u{1B}[200~hi\u{1B}[201~dy\u{1B}[201~",
                            name: "sequences")
        #expect(keys == [.character("j"), .end, .end, .character("x"), .paste("hi\u{1B}[201~dy")])
    }

    @Test func aResizeByNcursesIsReportedOnceWithTheNewSize() throws {
        let output = try temporaryFile("resize")
        let terminal = try NcursesTerminal.openHeadless(size: Size(columns: 10, rows: 2), outputPath: output)
        defer { terminal.close() }
        #expect(try terminal.readKey(timeout: .zero) == nil)
        resizeterm(5, 20)
        #expect(try terminal.readKey(timeout: .zero) == .resize)
        #expect(terminal.size == Size(columns: 20, rows: 5))
        #expect(try terminal.readKey(timeout: .zero) == nil)
    }

    @Test func anUnknownTerminalTypeIsAClearError() throws {
        let output = try temporaryFile("unknown")
        #expect(throws: TerminalError.unknownTerminal("no-such-terminal-xyz")) {
            _ = try NcursesTerminal.openHeadless(term: "no-such-terminal-xyz", size: Size(columns: 10, rows: 2), outputPath: output)
        }
    }

    @Test func theCursorIsPlacedWhereTheScreenSays() throws {
        let output = try temporaryFile("cursor")
        let terminal = try NcursesTerminal.openHeadless(size: Size(columns: 10, rows: 3), outputPath: output)
        defer { terminal.close() }
        var screen = Screen(size: terminal.size)
        screen.cursor = Position(column: 4, row: 2)
        terminal.draw(screen)
        #expect(getcury(terminal.window) == 2)
        #expect(getcurx(terminal.window) == 4)
        #expect(terminal.cursorShown == true)
    }
}
