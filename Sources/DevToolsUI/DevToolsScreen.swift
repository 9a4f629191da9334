#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalUI
import UDFKitDevTools

/// The devtools screen over a ``UDFKitDevTools/DevToolsConnection``: the same screen for
/// devtools in the app's own process (udf-tui's F12) and for an app in another terminal
/// (`udf-tui devtools attach PATH`).
///
/// ```swift
/// let screen = DevToolsScreen(connection: .local(devTools, name: "udf-tui"))
/// _ = screen.handle(.character("k"), size: size)
/// terminal.draw(screen.render(size: size))
/// ```
public final class DevToolsScreen {
    /// What a key asks of the program around the screen.
    public enum Signal: Hashable, Sendable {
        /// Nothing for the program to do.
        case none
        /// Close the devtools screen (or quit the attached viewer).
        case close
    }

    /// The devtools shown.
    public let connection: DevToolsConnection
    /// Where exports go (`x`, mode 0600); the current folder by default. udf-tui gives the
    /// folder of its database.
    public var exportFolder: String
    /// The screen's own state.
    public private(set) var state = DevToolsScreenState()

    /// Creates the screen over `connection`.
    public init(connection: DevToolsConnection, exportFolder: String = ".") {
        self.connection = connection
        self.exportFolder = exportFolder
    }

    /// The screen for a window of `size`.
    public func render(size: Size) -> Screen {
        let snapshot = connection.snapshot()
        let rows = max(1, (size.rows - 2) * 11 / 20 - 3)
        if let position = Self.selectedPosition(in: snapshot.entries, state) {
            state.offset = ListViewport(count: snapshot.entries.count, selection: position, previousOffset: state.offset, height: rows).offset
        }
        return DevToolsView.render(snapshot, state, size: size)
    }

    /// Handles one key.
    public func handle(_ key: KeyEvent, size: Size) -> Signal {
        if state.isHelpShown {
            state.isHelpShown = false
            return .none
        }
        guard let command = DevToolsKeys.table.command(for: key) else { return .none }
        state.message = nil
        state.isError = false
        switch command {
        case .moveUp: move(by: -1)
        case .moveDown: move(by: 1)
        case .pageUp: move(by: -max(1, size.rows / 3))
        case .pageDown: move(by: max(1, size.rows / 3))
        case .first: move(by: Int.min / 2)
        case .last: state.selected = nil
        case .showChanges: showChanges()
        case .jump: jump()
        case .present: perform(.present, done: "Back to the present.")
        case .toggleSkip: toggleSkip()
        case .mark: perform(.mark, label: "mark", done: "Marked after the newest action.")
        case .export: export()
        case .help: state.isHelpShown = true
        case .close: return .close
        }
        return .none
    }

    /// The position of the selected entry in `entries` (the newest when following).
    static func selectedPosition(in entries: [DevToolsEntry], _ state: DevToolsScreenState) -> Int? {
        guard !entries.isEmpty else { return nil }
        guard let selected = state.selected else { return entries.count - 1 }
        return entries.firstIndex { $0.index >= selected } ?? entries.count - 1
    }

    private func selectedEntry() -> DevToolsEntry? {
        let entries = connection.snapshot().entries
        return Self.selectedPosition(in: entries, state).map { entries[$0] }
    }

    private func move(by delta: Int) {
        let entries = connection.snapshot().entries
        guard let position = Self.selectedPosition(in: entries, state) else { return }
        let target = min(max(0, position + delta), entries.count - 1)
        state.selected = entries[target].index
        if state.changes != nil { showChanges() }
    }

    private func showChanges() {
        guard let entry = selectedEntry() else { return say("No action to show.", isError: true) }
        let reply = connection.request(.changes, index: entry.index)
        guard reply.ok, let changes = reply.changes else { return say(reply.error ?? "No answer.", isError: true) }
        state.changes = (entry.index, changes)
    }

    private func jump() {
        guard let entry = selectedEntry() else { return say("No action to jump to.", isError: true) }
        state.selected = entry.index
        perform(.jump, index: entry.index, done: "Showing the state after #\(entry.index), read-only; Esc returns to the present.")
    }

    private func toggleSkip() {
        guard let entry = selectedEntry() else { return say("No action to skip.", isError: true) }
        state.selected = entry.index
        let skip = !entry.isSkipped && !connection.snapshot().status.skipped.contains(entry.index)
        perform(.skip, index: entry.index, skipped: skip,
                done: skip ? "#\(entry.index) left out: the state is shown without it." : "#\(entry.index) is back in.")
    }

    private func perform(_ op: DevToolsOperation, index: Int? = nil, skipped: Bool? = nil, label: String? = nil, done: String) {
        let reply = connection.request(op, index: index, skipped: skipped, label: label)
        reply.ok ? say(done) : say(reply.error ?? "No answer.", isError: true)
    }

    private func export() {
        let reply = connection.request(.recording)
        guard reply.ok, let text = reply.recording else { return say(reply.error ?? "No answer.", isError: true) }
        let name = connection.snapshot().status.name.filter { $0.isLetter || $0.isNumber || $0 == "-" }
        let stamp = Date().formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false).dateSeparator(.omitted).timeSeparator(.omitted))
        let base = "\(exportFolder)/devtools-\(name.isEmpty ? "app" : name)-\(stamp)"
        do {
            let path = try Self.writePrivately(Data(text.utf8), toNewFileNamed: base, folder: exportFolder)
            // Counted in bytes: splitting a recording of a million items into lines took 11 s.
            say("Wrote \(path) (\(text.utf8.count { $0 == UInt8(ascii: "\n") } - 1) lines after the header).")
        } catch {
            say("Cannot write \(base).jsonl: \(error.localizedDescription)", isError: true)
        }
    }

    /// Writes `data` to a new file only its owner can read (mode 0600 from the start; a
    /// recording holds every title, amount and note of the session), `base.jsonl` or, when
    /// that exists (two exports in one second), `base-2.jsonl` and so on: never over a file,
    /// and no half-written file is left. A missing `folder` (the data folder of a program
    /// never run) is made, mode 0700.
    private static func writePrivately(_ data: Data, toNewFileNamed base: String, folder: String) throws(ExportError) -> String {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw ExportError(reason: "cannot make the folder \(folder)")
        }
        var path = base + ".jsonl"
        var descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        for attempt in 2..<1_000 where descriptor < 0 && errno == EEXIST {
            path = "\(base)-\(attempt).jsonl"
            descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else { throw ExportError(code: errno) }
        defer { close(descriptor) }
        do {
            try writeAll(data, to: descriptor)
        } catch {
            unlink(path)
            throw error
        }
        return path
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) throws(ExportError) {
        var written = 0
        while written < data.count {
            let count = data[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw ExportError(code: errno) }
            written += count
        }
    }

    /// Why an export could not be written: the system's reason.
    struct ExportError: Error {
        let reason: String
        init(code: Int32) { reason = String(cString: strerror(code)) }
        init(reason: String) { self.reason = reason }
        var localizedDescription: String { reason }
    }

    private func say(_ message: String, isError: Bool = false) {
        state.message = message
        state.isError = isError
    }
}
