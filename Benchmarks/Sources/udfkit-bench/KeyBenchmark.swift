import AppCore
import LargeSamples
import Foundation
import TerminalUI
import TrackerUI
import UDFKitDevTools

/// Times the terminal program key by key over a big state: each key goes through the
/// decoder, the program's store (the key middleware and the reducers), a render and the
/// in-memory backend, as in the real run loop. Benchmark scaffolding, kept here and not in
/// a library product (issue 12 §2): it drives the public ``TrackerRunLoop`` on a
/// ``MemoryTerminal``.
///
/// ```swift
/// let report = try KeyBenchmark.run()            // 1,000 projects, 100,000 items in one
/// let times = report.timings.map(\.duration)
/// print(KeyBenchmark.percentile(times, 0.5), KeyBenchmark.percentile(times, 0.99))
/// ```
enum KeyBenchmark {
    /// One key and the time from pressing it to its frame being drawn.
    struct Timing: Sendable {
        /// The key.
        let key: KeyEvent
        /// Handling it, rendering and drawing the frame.
        let duration: Duration
        /// The step of the script it belongs to ("list: move", "project: page"...).
        let step: String
    }

    /// What one run measured.
    struct Report: Sendable {
        /// The first frame, with nothing derived yet (the list of 1,000 projects).
        let firstFrame: Duration
        /// Every key in order.
        let timings: [Timing]
    }

    /// The default script: in the project list, moves, pages, the jumps to the end and back,
    /// a filter typed and cleared; then into the 100,000-item project (the first in the
    /// list), where the same moves run over its items; then the help and back to the list.
    static let steps: [(step: String, script: String)] = [
        ("list: move", "jjjjjjjjjjkkkkk"),
        ("list: page", "<PgDn><PgDn><PgDn><C-d><PgUp><C-u>"),
        ("list: jump", "G<Home>Gg"),
        ("list: filter", "/Project 9<BS><BS><BS><Esc>"),
        ("project: open", "<Enter>"),
        ("project: move", "jjjjjjjjjjkkkkk"),
        ("project: page", "<PgDn><PgDn><PgDn><C-d><PgUp><C-u>"),
        ("project: jump", "G<Home>Gg"),
        ("project: help, back", "?<Esc><Esc>"),
    ]

    /// Browsing the periods of the 100,000-item project (daily, some 4,200 days of items):
    /// open it, `[` sixty times (the chart scrolls back past its window, the item list goes
    /// to each day's section), `]` twenty times, then back to the list.
    static let periodSteps: [(step: String, script: String)] = [
        ("project: open", "<Enter>"),
        ("project: earlier periods", String(repeating: "[", count: 60)),
        ("project: later periods", String(repeating: "]", count: 20)),
        ("project: back", "<Esc>"),
    ]

    /// The same keys with devtools on, then the devtools screen itself: open it, move,
    /// diff the opening of the 100,000-item project, travel to it, close, back to the present.
    static let devToolsSteps: [(step: String, script: String)] = steps + [
        ("devtools: open", "<F12>"),
        ("devtools: move", "kkkkkjjjjj"),
        ("devtools: diff, travel", "<Enter>t"),
        ("devtools: close, present", "<F12><Esc>"),
    ]

    /// Runs `steps` over `data` in a window of `size` with the clock at `now`; with
    /// `devTools`, as udf-tui runs: recording every action, the F12 overlay on the loop.
    static func run(steps: [(step: String, script: String)] = steps, data: AppData = SampleData.large(),
                    size: Size = Size(columns: 120, rows: 40), devTools: Bool = false,
                    now: Date = SampleData.referenceDate) throws(KeyScript.SyntaxError) -> Report {
        let session = Session(data: data, size: size, devTools: devTools, now: now)
        return Report(firstFrame: session.firstFrame, timings: try session.play(steps))
    }

    /// One program on an in-memory terminal, drawn once, that scripts are played on.
    final class Session {
        let program: TrackerProgram
        let terminal: MemoryTerminal
        let loop: TrackerRunLoop<MemoryTerminal>
        /// The devtools recording the program, when on.
        let devTools: DevTools<TrackerState>?
        /// The F12 screen, when devtools are on.
        let overlay: DevToolsOverlay?
        /// Drawing the first frame.
        private(set) var firstFrame = Duration.zero
        private let clock = ContinuousClock()

        /// The program over `data` (with `loading`, over its projects and timers only, the
        /// items arriving as ``DataLoadAction/dataLoaded(_:)``, as udf-tui starts), drawn once.
        init(data: AppData, size: Size, devTools: Bool, loading: Bool = false, now: Date = SampleData.referenceDate) {
            let zone = TimeZone(identifier: "UTC") ?? .current
            let reducer = TrackerState.reducer()
            let recorder = devTools ? DevTools(reducer: reducer, capacity: 1_000, registry: TrackerState.actionRegistry) : nil
            var state = TrackerState(app: AppState(data: data))
            if loading {
                state = TrackerState(app: AppState(data: AppData(projects: data.projects, activities: data.activities)))
                state.ui.loading = DataLoading()
            }
            program = TrackerProgram(state: state, reducer: reducer,
                                     middleware: recorder.map { [$0.middleware] } ?? [], environment: .fixed(now: now, timeZone: zone))
            terminal = MemoryTerminal(size: size)
            loop = TrackerRunLoop(program: program, terminal: terminal)
            overlay = recorder.map { DevToolsOverlay(devTools: $0, name: "udf-tui", wake: {}) }
            loop.overlay = overlay
            self.devTools = recorder
            firstFrame = clock.measure { drain() }
            if loading {
                program.store.dispatch(DataLoadAction.dataLoaded(data))
                drain()
                // The largest project's sections are made on a thread after the load; the keys
                // are timed once the program is idle, as a person's first key comes (figures
                // of Enter while it works: docs/benchmarks.md; `UDFKIT_BENCH_KEYS_DURING_PREPARATION=1`
                // times them at once instead).
                if ProcessInfo.processInfo.environment["UDFKIT_BENCH_KEYS_DURING_PREPARATION"] == nil {
                    preparation = clock.measure { program.cache.waitForPreparations() }
                }
            }
        }

        /// How long after the load the program's background preparation of the largest
        /// project's sections went on.
        private(set) var preparation = Duration.zero

        /// Draws what is pending.
        func drain() {
            _ = try? loop.run(stopWhenIdle: true)
        }

        /// Plays `steps`, timing each key from its arrival to its frame.
        func play(_ steps: [(step: String, script: String)]) throws(KeyScript.SyntaxError) -> [Timing] {
            var timings: [Timing] = []
            for (step, script) in steps {
                for key in try KeyScript.keys(script) {
                    let duration = clock.measure {
                        terminal.send([key])
                        drain()
                    }
                    timings.append(Timing(key: key, duration: duration, step: step))
                }
            }
            return timings
        }
    }

    /// The `fraction` percentile (0.5 for the median, 0.99 for p99) of `durations`, nearest rank.
    static func percentile(_ durations: [Duration], _ fraction: Double) -> Duration {
        let sorted = durations.sorted()
        guard !sorted.isEmpty else { return .zero }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(0, rank), sorted.count - 1)]
    }
}
