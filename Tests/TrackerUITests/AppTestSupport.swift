import AppCore
import Foundation
import Synchronization
import TerminalUI
import TerminalUITesting
import TrackerUI
import UDFKit

/// The zone every app test reads dates in.
let utc = TimeZone(identifier: "UTC") ?? .current

/// The two window sizes every screen is recorded at.
let recordedSizes = [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)]

/// The program over the demo data at its reference date (2025-06-15 12:00 UTC), with ids
/// counted from 9001.
func demoDriver(size: Size = Size(columns: 80, rows: 24), data: AppData = SampleData.demo()) -> AppDriver {
    let driver = AppDriver(data: data, size: size, environment: .fixed(now: SampleData.referenceDate, timeZone: utc))
    driver.runUntilIdle()
    return driver
}

extension Screen {
    /// The rows as text, trailing blanks trimmed: what a person reads.
    var lines: [String] {
        (0..<size.rows).map { row in
            String(text(ofRow: row).reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    /// Whether some row contains `text`.
    func shows(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }
}

/// A clock tests move by hand, read from any thread.
final class ManualNow: Sendable {
    private let value: Mutex<Date>

    init(_ start: Date = SampleData.referenceDate) {
        value = Mutex(start)
    }

    var date: Date { value.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        value.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}

/// The fixed test environment, reading the time from `clock`.
func environment(clock: ManualNow) -> AppEnvironment {
    var environment = AppEnvironment.fixed(now: SampleData.referenceDate, timeZone: utc)
    environment.now = { clock.date }
    return environment
}

/// Every action that reaches a store, in order.
final class ActionLog: Sendable {
    private let actions = Mutex<[String]>([])

    var entries: [String] { actions.withLock { $0 } }

    var middleware: Middleware<AppState> {
        Middleware { _, action, next in
            self.actions.withLock { $0.append("\(action)") }
            next(action)
        }
    }
}
