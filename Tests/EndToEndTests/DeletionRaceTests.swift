import Foundation
import ProcessTesting
import Testing

/// Issue 13 §0 in tmux: deleting items on a project screen while another program writes to
/// the same database. The program closed the project screen by itself after "Deleted the
/// item" (3 runs in 17), so the next `d` `y` deleted the whole project; each round here
/// checks that the project screen is still open after the deletion.
@Suite(.serialized, .onOwnThread) struct DeletionRaceTests {
    static let rounds = 30

    struct Titled: Decodable {
        let title: String
    }

    @Test func deletingItemsWhileAnotherProgramWritesNeverClosesTheProjectScreen() throws {
        let session = try TmuxSession()
        try Program.addItems(count: Self.rounds + 5, to: "Target", database: session.database)
        try session.startProgram()
        session.waitFor(text: "Target")
        try session.keys("Enter")
        session.waitFor("the project screen") { $0.hasPrefix(" Target") }
        // A commit every 2 ms or so: the program reloads as fast as it can, and on a loaded
        // 2-core machine a writer with no pause at all left it too little time for the
        // screen's deadlines (the race it checks needs writes, not a starved program).
        let writer = try Program.start(["stress-writer", "--db", session.database, "--pause", "2"])
        defer { writer.stop() }
        session.poll("the other program's first writes", in: "the project titles", seconds: TmuxSession.patience,
                     read: { titles(in: session).joined(separator: ", ") }) { $0.contains("Stress") }
        for round in 1...Self.rounds {
            try session.keys("d")
            guard session.waitFor(text: "Delete item?") else { break }
            try session.keys("y")
            guard session.waitFor(text: "Deleted the item") else { break }
            let top = session.screen.prefix { $0 != "\n" }
            guard top.hasPrefix(" Target") else {
                Issue.record("round \(round): the project screen closed after a deletion:\n\(session.screen)")
                break
            }
        }
        writer.stop()
        try session.keys("C-c")
        try session.expectRestored(status: 0)
        #expect(titles(in: session).sorted() == ["Stress", "Target"])
    }

    /// The titles of the projects in the session's database (none if it cannot be read).
    func titles(in session: TmuxSession) -> [String] {
        let listed = try? Program.json([Titled].self, "projects", "list", "--json", "--db", session.database)
        return listed?.map(\.title) ?? []
    }
}
