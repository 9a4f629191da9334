import AppCore
import AppStorage
import Foundation
import TerminalUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What commands print: lines for people on standard output, JSON for scripts, and one
/// line per error on standard error.
///
/// Text from the data (titles, units, notes) goes to people's terminals, so plain text
/// never carries a control character: ESC, BEL, CR, a line break or a bidirectional override
/// in a title would otherwise move the cursor, set the window title, write the clipboard
/// (OSC 52), clear the screen or break the one-row-per-record table. They are shown as
/// escapes instead (`\e`, `\n`, `\u{7}`; ``visible(_:)``). JSON keeps the exact text, which
/// its encoder escapes.
///
/// Standard output is written with `write(2)` and checked: a full disk or a closed file is
/// one line on standard error and status 1; a closed pipe (`| head -1`) ends the program
/// quietly with 141, the status SIGPIPE gives, whether or not SIGPIPE is ignored.
package enum Output {
    /// Lines waiting to be written, flushed at 64 KiB and at exit.
    nonisolated(unsafe) private static var pending: [UInt8] = []

    /// Prints a line of plain text, its control characters made visible.
    package static func line(_ text: String) {
        write(Array((visible(text) + "\n").utf8))
    }

    /// Prints one line on standard error, its control characters made visible.
    package static func error(_ message: String) {
        flush()
        let bytes = Array("udf-tui: \(visible(message))\n".utf8)
        _ = writeAll(bytes, to: STDERR_FILENO)
    }

    /// Prints `udf-tui: warning: …` on standard error: something done that the person may
    /// not have meant; the command still succeeds.
    static func warning(_ message: String) {
        error("warning: " + message)
    }

    /// The warning of `projects add` and `projects edit` when the project saved, `id`, now
    /// has a title other projects have too (case and surrounding spaces ignored); nothing
    /// when it has not.
    static func warnIfTitleShared(by id: ProjectID, in data: AppData) {
        guard let project = data.projects[id: id] else { return }
        let others = data.projects(sharingTitle: project.title, except: id)
        guard !others.isEmpty else { return }
        let ids = ([project] + others).map(\.id.description).joined(separator: ", ")
        warning("another project has the title \"\(project.title)\" (ignoring case); to name one of them in a command, use its id: \(ids)")
    }

    /// Bytes for standard output as they are (an export).
    static func write(_ bytes: Data) {
        write(Array(bytes))
    }

    private static func write(_ bytes: [UInt8]) {
        pending += bytes
        if pending.count >= 1 << 16 { flush() }
    }

    /// Writes what is pending; on failure says so and exits (see the type's comment).
    static func flush() {
        guard !pending.isEmpty else { return }
        let bytes = pending
        pending = []
        guard let failure = writeAll(bytes, to: STDOUT_FILENO) else { return }
        if failure == EPIPE { Foundation.exit(141) }
        let reason = String(cString: strerror(failure))
        _ = writeAll(Array("udf-tui: cannot write to standard output: \(reason)\n".utf8), to: STDERR_FILENO)
        Foundation.exit(1)
    }

    /// Writes all of `bytes` to `descriptor`; the `errno` of a failure, or nil.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// `text` with every control character (C0, DEL, C1) and bidirectional control shown
    /// as an escape: `\n`, `\r`, `\t`, `\e`, otherwise `\u{…}`; a backslash stays itself.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{1B}": result += "\\e"
            default: result += "\\u{" + String(scalar.value, radix: 16) + "}"
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `value` as pretty JSON with sorted keys, dates as UTC ISO 8601 with milliseconds.
    static func json(_ value: some Encodable) throws(CommandError) {
        write(Array((try jsonText(value) + "\n").utf8))
    }

    static func jsonText(_ value: some Encodable) throws(CommandError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(DateText.iso8601(date))
        }
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw .failed("cannot write JSON: \(error)")
        }
    }

    /// Rows as aligned columns, two spaces apart, measured in terminal columns (CJK and
    /// emoji take two); the last column is not padded, so text of any width can go there.
    /// `rightAligned` columns are padded on the left.
    static func table(_ rows: [[String]], rightAligned: Set<Int> = []) {
        let rows = rows.map { $0.map(visible) }
        guard let columnCount = rows.map(\.count).max() else { return }
        let widths = (0..<columnCount).map { column in
            rows.map { column < $0.count ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0
        }
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                guard column < row.count - 1 else { return cell }
                // Padded by terminal columns: a CJK character or an emoji takes two.
                let padding = String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(cell)))
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }
            var text = cells.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            line(text)
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
