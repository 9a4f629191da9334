import Foundation
import ProcessTesting
import Testing

/// Pasting into the real program in tmux: text goes into fields, never runs as keys, and
/// the terminal's paste mode is back to normal on every way out.
@Suite(.serialized, .onOwnThread) struct PasteTmuxTests {
    struct Listed: Decodable, Equatable {
        let title: String
    }

    func titles(in session: TmuxSession) throws -> [String] {
        try Program.json([Listed].self, "projects", "list", "--json", "--db", session.database).map(\.title).sorted()
    }

    @Test func pastedWordsNeverDeleteOrQuitAndAPasteIntoAFormIsItsText() throws {
        let session = try TmuxSession()
        try session.startDemo()
        let before = try titles(in: session)
        // "today" typed would be d(elete)… y(es); a–z would quit (q). Each key is sent once
        // the paste before it shows its message: a key that follows a paste's end marker
        // within a burst (25 ms) is taken as pasted text (the marker may have been pasted).
        try session.paste("today")
        session.waitFor(text: "Pasted text was ignored")
        try session.keys("d")
        session.waitFor(text: "Delete")
        try session.paste("y")
        session.waitFor(text: "Pasted text never answers a question")
        try session.keys("n")
        session.waitFor("the question closed") { !$0.contains("Delete") && !$0.contains("Pasted text") }
        try session.paste("abcdefghijklmnopqrstuvwxyz")
        session.waitFor(text: "Pasted text was ignored")
        #expect(try titles(in: session) == before)

        try session.keys("n")
        session.waitFor(text: "New project")
        try session.paste("Road\ntrips 2026")
        session.waitFor(text: "line breaks became spaces")
        try session.keys("Tab")
        try session.literal("km")
        try session.keys("Enter")
        session.waitFor(text: "Created “Road trips 2026”.")
        #expect(try titles(in: session) == (before + ["Road trips 2026"]).sorted())
        try session.quitFromTheList()
        try expectPasteModeOff(in: session)
    }

    /// Issue 24 §3: tmux pastes `hello ESC[201~ dy` as it is, so the program reads
    /// `ESC[200~hello ESC[201~dy ESC[201~`: one paste, `d` `y` never run.
    @Test func aPasteHoldingItsOwnEndMarkerRunsNoKey() throws {
        let session = try TmuxSession()
        try session.startDemo()
        let before = try titles(in: session)
        try session.paste("hello\u{1B}[201~dy")
        session.waitFor(text: "Pasted text was ignored")
        #expect(!session.screen.contains("Delete"))
        try session.keys("n")
        session.waitFor(text: "New project")
        try session.paste("hello\u{1B}[201~dy")
        session.waitFor(text: "1 control character was left out")
        #expect(session.screen.contains("hello[201~dy"))
        try session.keys("Escape")
        session.waitFor(text: "Discard")
        try session.keys("y")
        session.waitFor(text: "udf-tui · Projects")
        #expect(try titles(in: session) == before)
        try session.quitFromTheList()
    }

    @Test func pasteModeIsTurnedOffWhenASignalEndsTheProgram() throws {
        let session = try TmuxSession()
        try session.startDemo()
        let pid = try #require(try session.foregroundPid())
        kill(pid, SIGTERM)
        try session.expectRestored(status: 143)
        try expectPasteModeOff(in: session)
    }

    /// With paste mode left on, the shell would get the paste markers as text.
    func expectPasteModeOff(in session: TmuxSession) throws {
        try session.run("clear")
        try session.paste("echo pasted-$((1+1))")
        try session.keys("Enter")
        session.waitFor(text: "pasted-2")
        #expect(!session.screen.contains("200~"))
    }
}
