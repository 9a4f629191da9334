#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One benchmark: the same work done by UDFKit and by the baseline, `operations` times a run.
struct Scenario {
    let name: String
    let operations: Int
    /// Builds fresh state and returns the timed body, so set-up is never measured.
    let udfkit: () -> () -> Void
    let baseline: () -> () -> Void
}

/// Times scenarios: interleaved repetitions of each side, medians in ns per operation.
struct Harness {
    var repetitions = 7

    func run(_ scenario: Scenario) -> (udfkit: Double, baseline: Double) {
        var ours: [Double] = []
        var theirs: [Double] = []
        _ = time(scenario.udfkit(), operations: scenario.operations)   // warm-up
        _ = time(scenario.baseline(), operations: scenario.operations)
        for _ in 0..<repetitions {
            ours.append(time(scenario.udfkit(), operations: scenario.operations))
            theirs.append(time(scenario.baseline(), operations: scenario.operations))
        }
        return (median(ours), median(theirs))
    }

    func report(_ scenario: Scenario) {
        let (ours, theirs) = run(scenario)
        print("scenario=\(scenario.name) udfkit_ns=\(format(ours)) baseline_ns=\(format(theirs)) ratio=\(format(ours / theirs))")
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
