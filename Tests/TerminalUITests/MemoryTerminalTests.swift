import Testing
import TerminalUI

@Suite("The in-memory terminal")
struct MemoryTerminalTests {
    @Test func keysComeOutInOrderThenNothing() throws {
        let terminal = MemoryTerminal(size: Size(columns: 10, rows: 2))
        try terminal.type("j<Enter><Esc>")
        var keys: [KeyEvent?] = []
        for _ in 0..<4 { keys.append(try terminal.readKey(timeout: .seconds(1))) }
        #expect(keys == [.character("j"), .enter, .escape, nil])
        #expect(terminal.idleReads == 1)
        #expect(terminal.hasPendingKeys == false)
    }

    @Test func aResizeChangesTheSizeAndArrivesAsAKey() throws {
        let terminal = MemoryTerminal(size: Size(columns: 10, rows: 2))
        terminal.resize(to: Size(columns: 4, rows: 1))
        #expect(terminal.size == Size(columns: 4, rows: 1))
        #expect(try terminal.readKey(timeout: nil) == .resize)
    }

    @Test func drawnScreensAreKeptAndCounted() {
        let terminal = MemoryTerminal(size: Size(columns: 4, rows: 1))
        var screen = Screen(size: Size(columns: 6, rows: 1))
        screen.draw("abc日", at: Position(column: 0, row: 0), style: .plain)
        terminal.draw(screen)
        terminal.draw(screen)
        terminal.invalidate()
        terminal.draw(screen)
        #expect(terminal.screen?.text(ofRow: 0) == "abc ")
        #expect(terminal.drawCount == 3)
        #expect(terminal.fullRepaintCount == 2)
    }

    @Test func suspendingIsRecorded() {
        let terminal = MemoryTerminal(size: Size(columns: 4, rows: 1))
        terminal.suspend()
        #expect(terminal.suspendCount == 1)
    }
}
