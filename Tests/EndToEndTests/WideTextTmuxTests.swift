import Foundation
import ProcessTesting
import Testing

/// Emoji typed into a form in tmux. tmux joins a zero-width joiner to what is written
/// around it, so a joiner sent to the terminal leaves stray text on the row; the program
/// never draws one (see ``Glyph``).
@Suite(.serialized, .onOwnThread) struct WideTextTmuxTests {
    @Test func anEmojiWithAJoinerAfterItLeavesTheRowAndTheCursorWhereTheProgramDrewThem() throws {
        let session = try TmuxSession()
        try session.startProgram("--demo")
        session.waitFor(text: "udf-tui · Projects")
        try session.keys("n")
        session.waitFor(text: "New project")
        // "👨" and a joiner, the next emoji never typed: the joiner stays in the grapheme of
        // "👨". A full repaint (Ctrl-L) wrote it to tmux, which put it beside the field's
        // border, and there it stayed.
        try session.literal("A👨\u{200D}BC")
        session.waitFor(text: "A👨BC")
        try session.keys("C-l")
        try session.literal("D")
        session.waitFor(text: "A👨BCD")
        let screen = session.screen
        #expect(!screen.unicodeScalars.contains("\u{200D}"), "a joiner reached the pane:\n\(screen)")
        let line = try #require(screen.split(separator: "\n").first { $0.contains("Title") })
        let fieldStart = try #require(line.firstIndex(of: "A")).utf16Offset(in: line)   // all narrow before it
        #expect(session.cursor?.column == fieldStart + 6)   // A 1, 👨 2, B, C, D 1
        #expect(line.hasSuffix("│"))
        try session.keys("C-c")
        try session.expectRestored(status: 0)
    }
}
