import AppCore
import AppStorage
import ArgumentParser
import Foundation
import TrackerCommands

/// `udf-tui stress-writer --db PATH [--count N]`: a hidden command for the crash tests.
///
/// Adds items to a project called "Stress" one action at a time, through the same store
/// and middleware as everything else, and prints the id of each item on its own line as
/// soon as `dispatch` has returned, that is once it is committed: a line printed is an
/// acknowledgement. The tests kill it with SIGKILL in the middle and check that every
/// acknowledged item is in the file.
struct StressWriterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stress-writer",
        abstract: "Add items one by one, printing each acknowledged id (for crash tests).",
        shouldDisplay: false
    )

    @OptionGroup var storage: StorageOptions

    @Option(help: "How many items to add; 0 for no limit.")
    var count = 0

    @Option(help: "Milliseconds to wait after each acknowledged item (0: none).")
    var pause = 0

    func run() throws {
        let app = try storage.openStore()
        defer { app.close() }
        let project = try stressProject(in: app)
        var number = 0
        while count == 0 || number < count {
            number += 1
            let id = ItemID()
            let now = Date()
            try app.run(ItemAction.itemAdded(id: id, projectID: project, amount: Double(number), timestamp: now, notes: nil, at: now))
            acknowledge(id)
            if pause > 0 { usleep(useconds_t(min(pause, 10_000)) * 1_000) }
        }
    }

    private func stressProject(in app: PersistentStore) throws(CommandError) -> ProjectID {
        if let existing = app.data.projects.first(where: { $0.title == "Stress" }) { return existing.id }
        let id = ProjectID()
        try app.run(ProjectAction.projectCreated(id: id, title: "Stress", units: "", frequency: .daily, at: Date()))
        return id
    }

    /// Writes the line straight to the file descriptor, unbuffered, so that no
    /// acknowledgement is lost in a buffer when the process is killed.
    private func acknowledge(_ id: ItemID) {
        let line = Array("\(id)\n".utf8)
        _ = line.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
}
