import Foundation
import ProcessTesting
import Testing

/// A private tmux server running an interactive `dash`, driven as a person would: keys in,
/// the screen read back with `capture-pane`, every wait polled against a deadline.
///
/// dash, not bash: bash quietly repairs the terminal after a child dies, which would hide a
/// broken restore. Each session gets its own socket (`-L`), a fixed size and no Esc delay.
final class TmuxSession {
    /// How long a wait lasts before it fails: it means "it happens", not "it happens fast",
    /// and is spent only by a test that fails, so it is generous enough for a loaded machine.
    static let patience: Double = 30

    let socket: String
    let folder: URL
    /// The socket file, which `kill-server` leaves behind.
    private var socketPath = ""

    init(columns: Int = 80, rows: Int = 24) throws {
        socket = "udf-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try tmux("-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)",
                 "env", "PS1=$ ", "TERM=xterm-256color", "dash", "-i")
        try tmux("set", "-s", "escape-time", "0")
        try tmux("set", "-g", "window-size", "manual")
        socketPath = try tmux("display", "-p", "#{socket_path}").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    deinit {
        _ = try? tmux("kill-server")
        try? FileManager.default.removeItem(at: folder)
        if !socketPath.isEmpty { try? FileManager.default.removeItem(atPath: socketPath) }
    }

    /// Types `text` followed by Enter at the shell prompt.
    func run(_ command: String) throws {
        try tmux("send-keys", "-l", command)
        try tmux("send-keys", "Enter")
    }

    /// Sends tmux key names (`q`, `C-c`, `Escape`, `Tab`, `Down`...) or literal text.
    func keys(_ keys: String...) throws { try self.keys(keys) }
    /// ``keys(_:)-(String...)`` from an array.
    func keys(_ keys: [String]) throws { try tmux(["send-keys"] + keys) }
    func literal(_ text: String) throws { try tmux("send-keys", "-l", text) }
    /// Pastes `text` as a terminal does: bracketed (`\e[200~`…`\e[201~`) when the program
    /// turned bracketed paste on, raw otherwise (tmux's `paste-buffer -p`).
    func paste(_ text: String) throws {
        try tmux("set-buffer", "--", text)
        try tmux("paste-buffer", "-p", "-d")
    }

    var screen: String { (try? tmux("capture-pane", "-p")) ?? "" }
    var screenWithEscapes: String { (try? tmux("capture-pane", "-p", "-e")) ?? "" }
    /// Where the pane's cursor is (`#{cursor_x}`, `#{cursor_y}`), counted from 0.
    var cursor: (column: Int, row: Int)? {
        let text = (try? tmux("display", "-p", "#{cursor_x} #{cursor_y}")) ?? ""
        let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }
    var alternateScreenOn: Bool { ((try? tmux("display", "-p", "#{alternate_on}")) ?? "").hasPrefix("1") }

    /// Appends everything the pane's programs write from now on to `file` (`pipe-pane`), to
    /// see what was drawn even after the program has left the alternate screen.
    func recordOutput(to file: URL) throws {
        try tmux("pipe-pane", "-o", "cat >> '\(file.path)'")
    }

    /// Polls `file` (see ``recordOutput(to:)``) until `condition` holds on its text.
    @discardableResult
    func waitForRecorded(_ file: URL, _ what: String, seconds: Double = patience, _ condition: (String) -> Bool) -> Bool {
        poll(what, in: "the recorded output", seconds: seconds, read: { (try? String(contentsOf: file, encoding: .utf8)) ?? "" }, condition)
    }

    func resize(columns: Int, rows: Int) throws {
        try tmux("resize-window", "-x", "\(columns)", "-y", "\(rows)")
    }

    /// The pid of the program the shell is running in the foreground.
    func foregroundPid() throws -> pid_t? {
        let shell = try tmux("display", "-p", "#{pane_pid}").trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try Shell.run("/usr/bin/pgrep", ["-P", shell]).output
        return children.split(separator: "\n").compactMap { pid_t($0) }.first
    }

    /// Polls the screen every 50 ms until `condition` holds, for up to `seconds`.
    @discardableResult
    func waitFor(_ what: String, seconds: Double = patience, _ condition: (String) -> Bool) -> Bool {
        poll(what, in: "the screen", seconds: seconds, read: { screen }, condition)
    }

    /// Reads `read()` every 50 ms until `condition` holds on it, for up to `seconds`;
    /// records an issue showing the last text read (from `source`) if it never does. It
    /// blocks, as every wait of these tests: their suites run on threads of their own
    /// (`.onOwnThread`).
    @discardableResult
    func poll(_ what: String, in source: String, seconds: Double, read: () -> String, _ condition: (String) -> Bool) -> Bool {
        OwnThread.expectBlockingAllowed()
        let deadline = Date().addingTimeInterval(seconds)
        var text = read()
        while !condition(text) {
            guard Date() < deadline else {
                Issue.record("timed out waiting for \(what); \(source) was:\n\(text)")
                return false
            }
            usleep(50_000)
            text = read()
        }
        return true
    }

    @discardableResult
    func waitFor(text: String, seconds: Double = patience) -> Bool {
        waitFor("“\(text)”", seconds: seconds) { $0.contains(text) }
    }

    @discardableResult
    private func tmux(_ arguments: String...) throws -> String { try tmux(arguments) }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let result = try Shell.run("/usr/bin/env", ["tmux", "-L", socket] + arguments)
        guard result.status == 0 else { throw ShellError(message: "tmux \(arguments.joined(separator: " ")): \(result.error)") }
        return result.output
    }
}
