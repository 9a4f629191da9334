import Foundation
import TrackerCommands

/// What the full-screen program does once its first frame is on the terminal, for tests and
/// measurements only: read from the environment variable `UDF_TUI_AFTER_FIRST_FRAME`, which
/// is unset in normal use (the program then runs on the terminal without the hook).
///
/// - `quit`: quits as Ctrl-C would, by the ordinary path (status 0, the terminal closed by
///   the program). The time from start to exit bounds the time to the first frame
///   (`scripts/cold-start.sh`).
/// - `trap`: crashes with a Swift runtime trap, an array index past the end: SIGILL on
///   x86_64 (status 132), SIGTRAP on arm64 (133).
/// - `segv`: crashes by writing to an address in the first page of memory, which Linux
///   never maps: SIGSEGV (status 139).
///
/// The crashes are real faults raised by the CPU in the middle of the program, not signals
/// sent with `kill`: the end-to-end tests use them to prove that the terminal layer's
/// handlers restore the terminal after a crash (docs/terminal.md).
///
/// ```sh
/// UDF_TUI_AFTER_FIRST_FRAME=trap udf-tui --db /tmp/x.sqlite; echo $?    # 132, terminal sane
/// ```
enum FirstFrameHook: String, CaseIterable {
    case quit, trap, segv

    /// The environment variable that asks for a hook.
    static let variable = "UDF_TUI_AFTER_FIRST_FRAME"

    /// The hook the environment asks for; `nil` when the variable is unset or empty.
    ///
    /// - Throws: the one line to print (and exit 2) for any other value, so that a typo in
    ///   a test fails at once instead of leaving the program waiting for keys.
    static func fromEnvironment() throws(LabHooks.BadVariable) -> FirstFrameHook? {
        guard let value = ProcessInfo.processInfo.environment[variable], !value.isEmpty else { return nil }
        guard let hook = FirstFrameHook(rawValue: value) else {
            let names = allCases.map(\.rawValue).joined(separator: ", ")
            throw LabHooks.BadVariable(message: "\(variable) must be one of \(names) (a hook for tests), not “\(value)”")
        }
        return hook
    }

    /// The hook as the program calls it (``TrackerCommands/ProgramHooks/afterFirstFrame``):
    /// crashes, or asks to quit.
    var programHook: @Sendable () -> Bool {
        { [self] in
            crashIfAsked()
            return self == .quit
        }
    }

    /// Crashes as a bug would, with the real fault of this hook; `quit` does nothing here.
    func crashIfAsked() {
        switch self {
        case .quit:
            return
        case .trap:
            // The count comes from the command line so the optimiser cannot see the index
            // is always out of range; the bounds check traps at run time.
            let rows = Array(CommandLine.arguments.indices)
            exit(Int32(truncatingIfNeeded: rows[rows.count]))
        case .segv:
            // A plain store to address 8: not null (so the compiler keeps it as written), in
            // the page the kernel never maps (vm.mmap_min_addr), so the CPU faults.
            UnsafeMutablePointer<Int>(bitPattern: 8)?.pointee = Int(getpid())
            abort()   // not reached; a status of 134 would show the write did not fault
        }
    }
}
