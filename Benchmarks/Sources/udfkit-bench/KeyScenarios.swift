import Foundation
import AppCore
import LargeSamples
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

    /// The same per-key figure with a target on every project (at least on odd ones, at most
    /// on even ones), so the list draws the Goal column and the project screen its goal line,
    /// streak and section verdicts; then `[` and `]` on the 100,000-item project. Goal < 16 ms.
    static func reportTargets() {
        let data = largeWithTargets()
        for size in [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)] {
            for (name, steps) in [("keys_targets", KeyBenchmark.steps), ("keys_periods", KeyBenchmark.periodSteps)] {
                guard let run = try? KeyBenchmark.run(steps: steps, data: data, size: size) else {
                    print("\(name) error=script-does-not-parse")
                    return
                }
                let keys = run.timings.filter { $0.key != .enter }.map(\.duration)
                let median = milliseconds(KeyBenchmark.percentile(keys, 0.5))
                let p99 = milliseconds(KeyBenchmark.percentile(keys, 0.99))
                print("\(name) size=\(size.columns)x\(size.rows) count=\(keys.count) median_ms=\(median) p99_ms=\(p99) goal<16")
            }
        }
    }

    /// ``SampleData/large(projectCount:itemCount:now:)`` with a target on every project.
    static func largeWithTargets() -> AppData {
        var data = SampleData.large()
        for (index, id) in data.projects.ids.enumerated() {
            data.projects[id: id]?.target = Target(kind: index.isMultiple(of: 2) ? .atLeast : .atMost, amount: 100)
        }
        return data
    }

    /// Pasting 16,000 characters into the notes of a new item, through the decoder (one
    /// bracketed paste), the store, a render and the in-memory terminal: goal < 100 ms.
    static func reportPaste() {
        let size = Size(columns: 120, rows: 40)
        let text = String(repeating: "Long notes, pasted: é👍 ", count: 800).prefix(16_000)
        let zone = TimeZone(identifier: "UTC") ?? .current
        let program = TrackerProgram(data: SampleData.demo(), environment: .fixed(now: SampleData.referenceDate, timeZone: zone))
        let terminal = MemoryTerminal(size: size)
        let loop = TrackerRunLoop(program: program, terminal: terminal)
        guard let opening = try? KeyScript.keys("j<Enter>n<Tab><Tab><Tab>") else { return }
        terminal.send(opening)
        _ = try? loop.run(stopWhenIdle: true)
        let bytes = Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)
        let duration = ContinuousClock().measure {
            terminal.send(ByteKeyDecoder.decode(bytes))
            _ = try? loop.run(stopWhenIdle: true)
        }
        let kept = program.store.state.itemForm?[.notes].text.count ?? 0
        print("check paste_16k_ms=\(milliseconds(duration)) characters=\(kept) goal<100")
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return format(Double(seconds) * 1e3 + Double(attoseconds) / 1e15)
    }
}
