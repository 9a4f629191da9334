#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One benchmark: the same work done by UDFKit and by the baseline, `operations` times a run.
struct Scenario {
    let name: String
    let operations: Int
    /// Operations per baseline run when the baseline is far slower (default: `operations`).
    var baselineOperations: Int?
    /// Builds fresh state and returns the timed body, so set-up is never measured.
    let udfkit: () -> () -> Void
    let baseline: () -> () -> Void

    init(name: String, operations: Int, baselineOperations: Int? = nil,
         udfkit: @escaping () -> () -> Void, baseline: @escaping () -> () -> Void) {
        self.name = name
        self.operations = operations
        self.baselineOperations = baselineOperations
        self.udfkit = udfkit
        self.baseline = baseline
    }
}

/// `UDFKIT_BENCH_PROFILE=1` runs only UDFKit's side, for a profiler.
let profilingUDFKitOnly = getenv("UDFKIT_BENCH_PROFILE") != nil

/// Times scenarios: interleaved repetitions of each side, medians in ns per operation.
struct Harness {
    var repetitions = 7

    func run(_ scenario: Scenario) -> (udfkit: Double, baseline: Double) {
        let baselineOperations = scenario.baselineOperations ?? scenario.operations
        var ours: [Double] = []
        var theirs: [Double] = []
        for repetition in 0...repetitions {   // repetition 0 warms up
            let udfkit = time(scenario.udfkit(), operations: scenario.operations)
            let baseline = profilingUDFKitOnly ? 1 : time(scenario.baseline(), operations: baselineOperations)
            if getenv("UDFKIT_BENCH_VERBOSE") != nil { print("  rep \(repetition) \(scenario.name) udfkit=\(format(udfkit)) baseline=\(format(baseline))") }
            if repetition > 0 {
                ours.append(udfkit)
                theirs.append(baseline)
            }
        }
        return (median(ours), median(theirs))
    }

    @discardableResult
    func report(_ scenario: Scenario) -> (udfkit: Double, baseline: Double) {
        let (ours, theirs) = run(scenario)
        defer { print("scenario=\(scenario.name) udfkit_ns=\(format(ours)) baseline_ns=\(format(theirs)) ratio=\(format(ours / theirs))") }
        return (ours, theirs)
    }

    private func time(_ body: () -> Void, operations: Int) -> Double {
        let start = ContinuousClock.now
        body()
        let elapsed = ContinuousClock.now - start
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        return nanoseconds / Double(operations)
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return "\(rounded)"
}

/// Prevents the optimiser from deleting work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {}
