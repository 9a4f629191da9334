import CNcurses
import TerminalUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension NcursesTerminal {
    /// Opens a session that renders into a file instead of a terminal (tig's trick), for
    /// tests of the real ncurses path: `newterm(term, output, input)` at a fixed size.
    ///
    /// No signal handler is installed and nothing touches the controlling terminal. Keys
    /// are read from `inputPath` (a file of bytes as a terminal would send them).
    ///
    /// - Throws: ``TerminalError/unknownTerminal(_:)`` for a `term` terminfo lacks, or
    ///   ``TerminalError/setupFailed(_:)`` when a file cannot be opened.
    public static func openHeadless(term: String = "xterm-256color", size: Size, outputPath: String,
                                    inputPath: String = "/dev/null", colors: Bool = true) throws(TerminalError) -> NcursesTerminal {
        TerminalLocale.activate()
        guard let output = fopen(outputPath, "w") else { throw .setupFailed("cannot write \(outputPath)") }
        guard let input = fopen(inputPath, "r") else {
            fclose(output)
            throw .setupFailed("cannot read \(inputPath)")
        }
        guard let screen = newterm(term, output, input), let window = cncurses_stdscr() else {
            fclose(output)
            fclose(input)
            throw .unknownTerminal(term)
        }
        resizeterm(Int32(size.rows), Int32(size.columns))
        return NcursesTerminal(screen: screen, window: window, colors: colors, headlessFiles: (output, input))
    }

    /// What ncurses holds in its window, read back cell by cell with `mvwin_wch`: each
    /// ncurses cell's characters, attributes and colour pair. Tests compare it with the
    /// ``Screen`` that was drawn.
    func windowContents() -> [[CursesCellContent]] {
        (0..<size.rows).map { row in
            (0..<size.columns).map { column in
                var cell = cchar_t()
                guard mvwin_wch(window, Int32(row), Int32(column), &cell) == OK else { return CursesCellContent() }
                var characters = [wchar_t](repeating: 0, count: 8)
                var attributes: attr_t = 0
                var pair: Int32 = 0
                _ = cncurses_getcchar(&cell, &characters, &attributes, &pair)
                let scalars = characters.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
                return CursesCellContent(text: String(String.UnicodeScalarView(scalars)), attributes: attributes, pair: pair)
            }
        }
    }
}

/// One ncurses cell read back from a window (tests only).
struct CursesCellContent: Hashable {
    var text = ""
    var attributes: attr_t = 0
    var pair: Int32 = 0
}
