import AppCore
import Foundation
import LargeSamples
import TerminalUI
import TrackerUI
import UDFKit
import UDFKitDevTools

/// Issue 24's figures: udf-tui over 1,000 projects with 1,000,000 items in the first, started
/// as udf-tui starts (the projects first, the items loaded as one action) with devtools
/// recording. `keys_1m`: per-key median and p99 by kind of key (goal < 16 ms each, saves,
/// deletes and undo included) and the resident memory after loading and after the edits
/// (goal: within 10%). `devtools_open_1m`: F12, then the diff of the load entry (goal < 100 ms).
enum MillionScenarios {
    static let itemCount = 1_000_000

    /// The script, step by step; the step's name before the colon is the kind reported.
    static let steps: [(step: String, script: String)] = [
        ("move: list", "jjjkkk"),
        ("open: project", "<Enter>"),
        ("move: project", "jjjjjkkkkk<PgDn><PgUp>G<Home>"),
        ("filter: start", "/"),
        ("filter: type", "7.5"),
        ("filter: delete", "<BS><BS><BS>"),
        ("filter: type", "0.25"),
        ("filter: delete", "<BS><BS>"),
        ("filter: clear", "<Esc>"),
        ("form: open", "<Enter>"),
        ("form: type", "<C-u>12.5"),
        ("save: item", "<Enter>"),
        ("form: open", "j<Enter>"),
        ("form: type", "<C-u>3"),
        ("save: item", "<Enter>"),
        ("delete: ask", "d"),
        ("delete: confirm", "y"),
        ("undo: undo", "u"),
        ("undo: redo", "<C-r>"),
        ("undo: undo", "u"),
        ("move: after edits", "jjjkkk"),
    ]

    /// `keys_1m` with devtools on (as udf-tui runs) or off (`keys_1m_nodevtools`, in a
    /// process of its own so that its memory figures are its own). Memory after the load, after opening the big project (its sections built) and after
    /// the edits. The data is held by the program alone (and the devtools' log), as in
    /// udf-tui, so that an edit copies it only where the program would.
    static func reportKeys(devTools: Bool) {
        let session = KeyBenchmark.Session(data: SampleData.large(itemCount: itemCount), size: Size(columns: 120, rows: 40),
                                           devTools: devTools, loading: true)
        let loaded = residentMegabytes()
        guard let opening = try? session.play(Array(steps.prefix(2))) else {
            print("keys_1m error=script-does-not-parse")
            return
        }
        let opened = residentMegabytes()
        var rest: [KeyBenchmark.Timing] = []
        for step in steps.dropFirst(2) {
            guard let timings = try? session.play([step]) else { return }
            rest += timings
            if ProcessInfo.processInfo.environment["UDFKIT_BENCH_VERBOSE"] != nil { print("  rss after \(step.step) \(residentMegabytes()) MB") }
        }
        let timings = opening + rest
        let edited = residentMegabytes()
        if ProcessInfo.processInfo.environment["UDFKIT_BENCH_VERBOSE"] != nil {
            for timing in timings { print("  key \(timing.step) \(timing.key) \(ms(timing.duration)) ms") }
        }
        let label = "keys_1m devtools=\(devTools ? "on" : "off")"
        printKinds(timings, label: label)
        let all = timings.map(\.duration)
        print("\(label) background_preparation_after_load_ms=\(ms(session.preparation))")
        print("\(label) kind=all count=\(all.count) median_ms=\(ms(KeyBenchmark.percentile(all, 0.5))) p99_ms=\(ms(KeyBenchmark.percentile(all, 0.99))) first_frame_ms=\(ms(session.firstFrame)) goal<16")
        print("\(label) rss_after_load_mb=\(loaded) rss_after_open_mb=\(opened) rss_after_edits_mb=\(edited) edits/load=\(format(Double(edited) / Double(max(loaded, 1)))) goal<=1.1")
        if ProcessInfo.processInfo.environment["UDFKIT_BENCH_VERBOSE"] != nil {
            reportOpenOnly(session.program.store.state.app.data)
            reportFilterOnly(session.program.store.state.app.data)
        }
    }

    /// One line per kind of key (the step's name before its colon), in script order.
    private static func printKinds(_ timings: [KeyBenchmark.Timing], label: String) {
        var kinds: [String] = []
        for timing in timings where !kinds.contains(kind(timing.step)) { kinds.append(kind(timing.step)) }
        for kind in kinds {
            let times = timings.filter { self.kind($0.step) == kind }.map(\.duration)
            print("\(label) kind=\(kind) count=\(times.count) median_ms=\(ms(KeyBenchmark.percentile(times, 0.5))) p99_ms=\(ms(KeyBenchmark.percentile(times, 0.99))) goal<16")
        }
    }

    /// F12 opened after a few keys (an item of the big project saved), the load entry
    /// selected (from the oldest), its diff shown, the next entry's diff, the diff of the
    /// save (from the newest), `x` (the recording written to a temporary folder, its size
    /// reported), F12 closing.
    static func reportDevTools() {
        let data = SampleData.large(itemCount: itemCount)
        let session = KeyBenchmark.Session(data: data, size: Size(columns: 120, rows: 40), devTools: true, loading: true)
        guard (try? session.play([("keys", "<Enter>j<Enter><C-u>5<Enter><Esc>")])) != nil, let devTools = session.devTools else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("udfkit-bench-\(ProcessInfo.processInfo.processIdentifier)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        session.overlay?.screen.exportFolder = folder.path
        let kept = devTools.indices
        let load = kept.first { devTools.action(at: $0) is DataLoadAction } ?? kept.lowerBound
        let save = kept.last { devTools.action(at: $0) is ItemAction } ?? kept.upperBound - 1
        let steps = [("open", "<F12>"), ("oldest", "g"), ("to the load", String(repeating: "j", count: load - kept.lowerBound)),
                     ("diff of the load", "<Enter>"), ("diff of the next", "j"), ("newest", "G"),
                     ("to the save", String(repeating: "k", count: max(0, kept.upperBound - 2 - save))), ("diff of the save", "k"),
                     ("export", "x"), ("close", "<F12>")]
        guard let timings = try? session.play(steps) else {
            print("devtools_open_1m error=script-does-not-parse")
            return
        }
        let shown = session.overlay?.screen.state.changes?.index
        let figures = timings.map { "\($0.step.replacingOccurrences(of: " ", with: "_"))_ms=\(ms($0.duration))" }
        let exported = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.fileSizeKey]))?
            .compactMap { try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize }.reduce(0, +)
        print("devtools_open_1m \(figures.joined(separator: " ")) load_entry=\(load) save_entry=\(save) diff_shown_of=\(shown.map(String.init) ?? "none") export_mb=\(exported.map { format(Double($0) / 1_048_576) } ?? "none") rss_mb=\(residentMegabytes()) goal<100")
        reportDiffOnly(data)
    }

    /// The diff alone (``StateDiff``, no replay or drawing) of the million items with the
    /// first one edited, as `AppData` holds them (`IdentifiedArray`) and as UDFKit's
    /// `IdentifiedList` would, without and with its change record.
    static func reportDiffOnly(_ data: AppData) {
        guard let id = data.items.first?.id, let list = try? IdentifiedList(uniqueElements: data.items) else { return }
        var editedItems = data.items, editedList = list, recordedList = list
        editedItems[id: id]?.amount += 1
        editedList[id: id]?.amount += 1
        recordedList.beginChanges()
        recordedList[id: id]?.amount += 1
        let clock = ContinuousClock()
        var counts: [Int] = []
        let arrayTime = clock.measure { counts.append(StateDiff.changes(from: data.items, to: editedItems).count) }
        let listTime = clock.measure { counts.append(StateDiff.changes(from: list, to: editedList).count) }
        let recordTime = clock.measure { counts.append(StateDiff.changes(from: list, to: recordedList).count) }
        print("info devtools_open_1m diff_only identified_array_ms=\(ms(arrayTime)) identified_list_ms=\(ms(listTime)) identified_list_recording_ms=\(ms(recordTime)) changes=\(counts)")
    }

    /// Opening the big project alone, three times: its items gathered in order
    /// (``AppData/items(of:)``), then grouped into sections (``ProjectItems``), no drawing.
    static func reportOpenOnly(_ data: AppData) {
        let clock = ContinuousClock()
        let zone = TimeZone(identifier: "UTC") ?? .current
        let figures = (0..<3).map { _ in
            var count = 0
            let gathered = clock.measure { count = data.items(of: ProjectID(1)).count }
            let grouped = clock.measure { count += ProjectItems(of: ProjectID(1), in: data, frequency: .daily, timeZone: zone).sections.count }
            return "items_of=\(ms(gathered))ms project_items=\(ms(grouped))ms/\(count)"
        }
        print("info keys_1m open_only \(figures.joined(separator: " "))")
    }

    /// The item filter alone (``ViewCache``), without keys or drawing, search by search.
    static func reportFilterOnly(_ data: AppData) {
        let searches = ["7", "7.", "7.5", "7.", "7", "0", "0.", "0.2", "0.25"]
        let clock = ContinuousClock()
        var fastest = Array(repeating: Duration.seconds(1_000), count: searches.count)
        var counts = Array(repeating: 0, count: searches.count)
        for _ in 0..<3 {    // the fastest of three rounds, each with a fresh cache: less noise on a shared machine
            let cache = ViewCache()
            cache.prepare(for: data, timeZone: TimeZone(identifier: "UTC") ?? .current)
            _ = cache.detail(of: ProjectID(1), in: data)
            for (index, search) in searches.enumerated() {
                let duration = clock.measure { counts[index] = cache.detail(of: ProjectID(1), in: data, matching: search).itemCount }
                fastest[index] = min(fastest[index], duration)
            }
        }
        let figures = searches.indices.map { "\(searches[$0])=\(ms(fastest[$0]))ms/\(counts[$0])" }
        print("info keys_1m filter_only (fastest of 3) \(figures.joined(separator: " "))")
    }

    private static func kind(_ step: String) -> String {
        String(step.prefix { $0 != ":" })
    }

    private static func ms(_ duration: Duration) -> String {
        KeyScenarios.milliseconds(duration)
    }

    /// The process's resident memory in MB (Linux's /proc/self/statm; elsewhere the peak
    /// so far, from getrusage), 0 where unknown.
    static func residentMegabytes() -> Int {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * 4_096 / 1_048_576
        #else
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss) / 1_048_576    // bytes on Darwin
        #endif
    }
}
