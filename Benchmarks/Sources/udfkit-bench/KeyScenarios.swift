import AppCore
import TerminalUI
import TrackerUI

/// The terminal program issue's figure: per-key time (decode, app, render, draw into the
/// in-memory backend) over 1,000 projects with 100,000 items in one, goal < 16 ms.
enum KeyScenarios {
    static func report() {
        let data = SampleData.large()
        for (size, devTools) in [(Size(columns: 80, rows: 24), false), (Size(columns: 120, rows: 40), false),
                                 (Size(columns: 80, rows: 24), true), (Size(columns: 120, rows: 40), true)] {
            let steps = devTools ? KeyBenchmark.devToolsSteps : KeyBenchmark.steps
            guard let run = try? KeyBenchmark.run(steps: steps, data: data, size: size, devTools: devTools) else {
                print("keys error=script-does-not-parse")
                return
            }
            let keys = run.timings.filter { $0.key != .enter }.map(\.duration)
            let enters = run.timings.filter { $0.key == .enter }.map(\.duration)
            let median = milliseconds(KeyBenchmark.percentile(keys, 0.5))
            let p99 = milliseconds(KeyBenchmark.percentile(keys, 0.99))
            let enter = milliseconds(KeyBenchmark.percentile(enters, 1))
            print("keys size=\(size.columns)x\(size.rows) devtools=\(devTools ? "on" : "off") count=\(keys.count) median_ms=\(median) p99_ms=\(p99) open_100k_project_ms=\(enter) first_frame_ms=\(milliseconds(run.firstFrame)) goal<16")
        }
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return format(Double(seconds) * 1e3 + Double(attoseconds) / 1e15)
    }
}
