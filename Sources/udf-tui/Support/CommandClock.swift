import AppStorage
import Foundation

/// The time and time zone commands use.
///
/// `UDF_TUI_NOW` (an ISO 8601 instant) fixes "now", so that tests and reproducible scripts
/// get the same ids' dates every time; the zone is the process's (`TZ`).
enum CommandClock {
    static var timeZone: TimeZone { .current }

    static func now() -> Date {
        if let fixed = ProcessInfo.processInfo.environment["UDF_TUI_NOW"], let date = DateText.parse(fixed, in: .gmt) {
            return date
        }
        return Date()
    }
}
