import Foundation
import ProcessTesting
import Testing

/// The full-screen program run as a script would run it, without a terminal (the tmux
/// suites run it with one).
@Suite(.onOwnThread) struct NotATerminalTests {
    @Test func withoutATerminalItSaysSoInOneLineExitsWith2AndCreatesNoFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("udf-e2e-\(UUID().uuidString)")
        let database = folder.appendingPathComponent("never.sqlite").path
        let errors = folder.appendingPathComponent("stderr").path
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = FileManager.default.createFile(atPath: errors, contents: nil)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Program.path)
        process.arguments = ["--db", database]
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        try process.run()
        process.waitUntilExit()

        let message = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(process.terminationStatus == 2)
        #expect(message.split(separator: "\n").count == 1)
        #expect(message.contains("terminal"))
        #expect(!FileManager.default.fileExists(atPath: database))
    }
}
