import Foundation
import ProcessTesting
import Testing

/// Two programs on one database, in tmux (issue 13 §2): a save never overwrites a change made
/// elsewhere without being asked to, a form whose record was deleted elsewhere stays and can
/// save it again, and a program with nothing to do sleeps.
@Suite(.serialized, .onOwnThread) struct TwoInstancesTests {
    struct ListedItem: Decodable {
        let id: String
        let amount: Double
    }

    func items(in database: String) throws -> [ListedItem] {
        try Program.json([ListedItem].self, "items", "list", "--project", "Target", "--json", "--db", database)
    }

    /// Opens the project screen of "Target" (the only project) and the form of its only item.
    func openItemForm(in session: TmuxSession, database: String) throws {
        try session.startProgram(database: database)
        session.waitFor(text: "Target")
        try session.keys("Enter")
        session.waitFor("the project screen") { $0.hasPrefix(" Target") }
        try session.keys("e")
        session.waitFor(text: "Edit item · Target")
    }

    @Test func aSaveOverAChangeMadeInTheOtherProgramIsRefusedUntilAskedFor() throws {
        let first = try TmuxSession(), second = try TmuxSession()
        try Program.addItems(count: 1, to: "Target", database: first.database)
        try openItemForm(in: first, database: first.database)
        try openItemForm(in: second, database: first.database)

        // The second program saves 7 while the first has its form open on 1.
        try second.keys("BSpace")
        try second.literal("7")
        try second.keys("Enter")
        second.waitFor(text: "Saved 7 km.")
        // The first one's save of 9 is refused, and its entry kept.
        try first.keys("BSpace")
        try first.literal("9")
        try first.keys("Enter")
        first.waitFor(text: "This item was changed elsewhere since you opened it; nothing was saved.")
        #expect(first.screen.contains("Changed elsewhere: Ctrl-O saves yours over it, Ctrl-R reloads theirs."))
        #expect(first.screen.contains("Amount (km) 9"))
        #expect(try items(in: first.database).map(\.amount) == [7])

        // Ctrl-R shows theirs; saving that again is no conflict.
        try first.keys("C-r")
        first.waitFor(text: "Amount (km) 7")
        try first.keys("BSpace")
        try first.literal("8")
        try first.keys("Enter")
        first.waitFor(text: "Saved 8 km.")
        #expect(try items(in: first.database).map(\.amount) == [8])

        // The second program hears of it, and its own stale save is refused in turn; Ctrl-O
        // overwrites deliberately.
        second.waitFor(text: "8 km")
        try second.keys("e")
        second.waitFor(text: "Edit item · Target")
        let edited = try Shell.run(Program.path, ["items", "edit", "--db", first.database, try items(in: first.database)[0].id, "--amount", "6"])
        try #require(edited.status == 0, "items edit: \(edited.error)")
        try second.keys("BSpace")
        try second.literal("5")
        try second.keys("Enter")
        second.waitFor(text: "This item was changed elsewhere since you opened it; nothing was saved.")
        #expect(try items(in: first.database).map(\.amount) == [6])
        try second.keys("C-o")
        second.waitFor(text: "Saved 5 km.")
        #expect(try items(in: first.database).map(\.amount) == [5])

        for session in [first, second] {
            try session.keys("C-c")
            try session.expectRestored(status: 0)
        }
    }

    @Test func aFormWhoseItemWasDeletedElsewhereStaysAndCanSaveItAgain() throws {
        let session = try TmuxSession()
        try Program.addItems(count: 1, to: "Target", database: session.database)
        try openItemForm(in: session, database: session.database)
        let id = try #require(try items(in: session.database).first?.id)

        let deleted = try Shell.run(Program.path, ["items", "delete", "--db", session.database, id])
        try #require(deleted.status == 0, "items delete: \(deleted.error)")
        session.waitFor(text: "Deleted elsewhere: Enter saves it as a new item, Esc discards it.")
        #expect(session.screen.contains("Edit item · Target"))
        #expect(try items(in: session.database).isEmpty)

        try session.keys("BSpace")
        try session.literal("7")
        try session.keys("Enter")
        session.waitFor(text: "Saved 7 km as a new item: it was deleted elsewhere.")
        #expect(try items(in: session.database).map(\.amount) == [7])
        try session.keys("C-c")
        try session.expectRestored(status: 0)
    }

    #if os(Linux)    // the wake-ups are read from /proc
    /// With no timer running the program sleeps: its threads together switch in voluntarily
    /// (wake up) at most once a second. The one wake-up a second left is libdispatch's
    /// worker-pool monitor, which GRDB's dispatch queues start.
    @Test func anIdleProgramWakesAtMostOnceASecond() throws {
        let session = try TmuxSession()
        try Program.addItems(count: 3, to: "Target", database: session.database)
        try session.startProgram()
        session.waitFor(text: "Target")
        let pid = try #require(try session.foregroundPid())
        let before = Self.wakeUps(of: pid)
        let start = Date()
        session.poll("three idle seconds", in: "the clock", seconds: 5, read: { "\(Date())" }) { _ in Date().timeIntervalSince(start) >= 3 }
        let woke = Self.wakeUps(of: pid) - before
        let seconds = Date().timeIntervalSince(start)
        #expect(Double(woke) <= seconds + 1, "\(woke) wake-ups in \(seconds) s")

        // And it still hears of another program's change.
        let added = try Shell.run(Program.path, ["items", "add", "--db", session.database, "--project", "Target", "--amount", "40"])
        try #require(added.status == 0, "items add: \(added.error)")
        session.waitFor(text: "46 km")
        try session.keys("C-c")
        try session.expectRestored(status: 0)
    }

    /// The voluntary context switches of every thread of `pid`: how often it went to sleep
    /// and was woken.
    static func wakeUps(of pid: pid_t) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { total, task in
            let status = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
            return total + (line.flatMap { Int($0.split(separator: "\t").last ?? "") } ?? 0)
        }
    }
    #endif
}
