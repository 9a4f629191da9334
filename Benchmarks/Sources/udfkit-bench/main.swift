// udfkit-bench: UDFKit against a hand-written minimal store, same run, same work.
//
//   swift run -c release udfkit-bench [scenario-name ...]
//
// Prints `scenario=NAME udfkit_ns=MEDIAN baseline_ns=MEDIAN ratio=UDFKIT/BASELINE` per scenario
// (nanoseconds per operation, median of 7 interleaved repetitions), then the heap allocations
// of a steady-state dispatch counted by ordo-one's malloc interposer. `UDFKIT_BENCH_VERBOSE=1`
// also prints every repetition's figures. The 1M-item lines (`keys_1m`, `keys_1m_nodevtools`,
// `devtools_open_1m`) run only when named.

Allocations.preloadInterposer()

let wanted = Set(CommandLine.arguments.dropFirst())
let harness = Harness()
var medians: [String: Double] = [:]
for scenario in CoreScenarios.all + EffectScenarios.all + SubscriberScenarios.all + ContentionScenarios.all + [HistoryScenarios.history100k, HistoryScenarios.history1m, SelectorScenarios.sections100k, SelectorScenarios.summary100k] where wanted.isEmpty || wanted.contains(scenario.name) {
    medians[scenario.name] = harness.report(scenario).udfkit
}
if medians["history_100k"] != nil, medians["update_100k"] != nil {
    // Measured again, both sides interleaved in one run: the two scenarios above ran at
    // different moments, and the machine's load may have changed in between.
    let (history, update) = harness.run(HistoryScenarios.againstUpdate(items: 100_000))
    print("check history_100k/update_100k=\(format(history / update)) goal<=10 (interleaved: \(format(history)) ns / \(format(update)) ns)")
    let (inCache, updateInCache) = harness.run(HistoryScenarios.againstUpdate(items: 5_000))
    print("info history_5k/update_5k=\(format(inCache / updateInCache)) (data in the L2 cache: \(format(inCache)) ns / \(format(updateInCache)) ns)")
    let (handWritten, updateByHand) = harness.run(HistoryScenarios.handWrittenAgainstUpdate(items: 100_000))
    print("info hand-written_undo/update_100k=\(format(handWritten / updateByHand)) (the same undo by hand, one action type: \(format(handWritten)) ns / \(format(updateByHand)) ns)")
}
if let history100k = medians["history_100k"], let history1m = medians["history_1m"] {
    print("check history_1m/history_100k=\(format(history1m / history100k)) goal<=1.5 (O(1) in the state's size)")
}
if let sections = medians["sections_100k"] {
    print("check sections_100k_ms=\(format(sections / 1e6)) goal<=50")
}
if let summary = medians["summary_100k"] {
    print("check summary_100k_ms=\(format(summary / 1e6)) goal<50 (udf-tui report over 1,000 projects and 100,000 items)")
}
for scenario in DevToolsScenarios.all where wanted.isEmpty || wanted.contains(scenario.name) || wanted.contains("devtools") {
    medians[scenario.name] = harness.report(scenario).udfkit
}
if let on = medians["devtools_vs_middleware"], let update100k = medians["devtools_update_100k"], let update1m = medians["devtools_update_1m"] {
    print("check devtools_vs_middleware_ns=\(format(on)) (devtools on against the same store with one pass-through middleware: see the line above for the ratio) goal<=3x")
    print("check devtools_update_1m/devtools_update_100k=\(format(update1m / update100k)) goal<=1.5 (O(1) in the state's size)")
}
if wanted.isEmpty || wanted.contains("devtools") {
    DevToolsScenarios.reportMemory()
}
if wanted.isEmpty || wanted.contains("keys") || wanted.contains("paste") {
    KeyScenarios.reportPaste()
}
if wanted.isEmpty || wanted.contains("keys") {
    KeyScenarios.report()
}
if wanted.isEmpty || wanted.contains("keys") || wanted.contains("targets") {
    KeyScenarios.reportTargets()
}
// Minutes at a million items: only when asked by name.
if wanted.contains("keys_1m") {
    MillionScenarios.reportKeys(devTools: true)
}
if wanted.contains("keys_1m_nodevtools") {
    MillionScenarios.reportKeys(devTools: false)
}
if wanted.contains("devtools_open_1m") {
    MillionScenarios.reportDevTools()
}
if wanted.isEmpty || wanted.contains("allocations") {
    Allocations.report()
}
