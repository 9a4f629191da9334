import Foundation

/// The time and time zone commands use: the hooks' clock (``ProgramHooks/now``, the real
/// one in the shipped program) and the process's zone (`TZ`).
enum CommandClock {
    static var timeZone: TimeZone { .current }

    static func now() -> Date {
        ProgramHooks.current.now()
    }
}
