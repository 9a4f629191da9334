// udfkit-bench: UDFKit against a hand-written minimal store, same run, same work.
//
//   swift run -c release --package-path Benchmarks udfkit-bench [scenario-name ...]
//
// Prints `scenario=NAME udfkit_ns=MEDIAN baseline_ns=MEDIAN ratio=UDFKIT/BASELINE` per scenario
// (nanoseconds per operation, median of 7 interleaved repetitions), then the heap allocations
// of a steady-state dispatch counted by ordo-one's malloc interposer.

Allocations.preloadInterposer()

let wanted = Set(CommandLine.arguments.dropFirst())
let harness = Harness()
var medians: [String: Double] = [:]
for scenario in CoreScenarios.all + [HistoryScenarios.history100k] where wanted.isEmpty || wanted.contains(scenario.name) {
    medians[scenario.name] = harness.report(scenario).udfkit
}
if let history = medians["history_100k"], let update = medians["update_100k"] {
    print("check history_100k/update_100k=\(format(history / update)) goal<=3")
}
if wanted.isEmpty || wanted.contains("allocations") {
    Allocations.report()
}
