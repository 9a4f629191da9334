@testable import AppStorage
import AppCore
import Foundation
import GRDB
import Testing

/// A writer killed with SIGKILL in the middle of a stream of actions loses none it
/// acknowledged, and leaves a sound file. scripts/crash-test.sh runs this 100 times.
@Suite(.enabled(if: Program.path != nil, "needs the udf-tui binary: swift build --build-tests"))
struct CrashSafetyTests {
    @Test(arguments: [5, 60, 250])
    func everyAcknowledgedActionSurvivesAKill(after acknowledgements: Int) throws {
        // Given a writer adding items one action at a time, printing each acknowledged id
        let folder = TemporaryFolder(onDisk: true)
        let path = folder.file("crash.sqlite")
        let writer = try StressWriter(path: path, home: folder.path)
        // When it is killed after some acknowledgements, in the middle of the stream
        let acknowledged = try writer.killAfter(acknowledgements)
        // Then every acknowledged item is in the file, and the file is sound
        let database = try AppDatabase.open(at: path)
        let stored = Set(try database.loadData().items.map(\.id.description))
        #expect(acknowledged.count >= acknowledgements)
        #expect(acknowledged.filter { !stored.contains($0) } == [])
        let integrity = try database.queue.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        #expect(integrity == ["ok"])
    }
}

/// `udf-tui stress-writer`, running until it is killed.
struct StressWriter {
    let process = Process()
    let output = Pipe()

    init(path: String, home: String) throws {
        process.executableURL = URL(fileURLWithPath: Program.path ?? "/nonexistent")
        process.arguments = ["stress-writer", "--db", path]
        process.environment = ["HOME": home, "SWIFT_BACKTRACE": "enable=no"]
        process.standardOutput = output
        try process.run()
    }

    /// Reads acknowledged ids until there are at least `count`, kills the writer with
    /// SIGKILL, and returns every id it acknowledged (including those printed meanwhile).
    func killAfter(_ count: Int) throws -> [String] {
        var text = ""
        let reader = output.fileHandleForReading
        while text.filter({ $0 == "\n" }).count < count {
            let chunk = reader.availableData
            if chunk.isEmpty { break }    // the writer ended on its own: a failure below
            text += String(decoding: chunk, as: UTF8.self)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        text += String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .uncaughtSignal, "the writer stopped before it was killed")
        return text.split(separator: "\n").map(String.init)
    }
}
