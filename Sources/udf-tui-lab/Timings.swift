/// A set of measured durations, with the statistics the benchmarks report.
///
/// ```swift
/// let timings = Timings(samples: [.milliseconds(1), .milliseconds(3), .milliseconds(2)])
/// timings.median    // 2 ms
/// ```
package struct Timings: Sendable {
    /// The durations, in the order they were measured.
    package var samples: [Duration]

    /// Creates timings from samples.
    package init(samples: [Duration]) {
        self.samples = samples
    }

    /// The middle duration (the upper middle of an even count); zero without samples.
    package var median: Duration { percentile(50) }

    /// The duration that 99 % of the samples do not exceed; zero without samples.
    package var p99: Duration { percentile(99) }

    /// The longest duration; zero without samples.
    package var maximum: Duration { samples.max() ?? .zero }

    /// The smallest sample at or above `percent` % of them (nearest rank).
    package func percentile(_ percent: Double) -> Duration {
        guard !samples.isEmpty else { return .zero }
        let sorted = samples.sorted()
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}

extension Duration {
    /// The duration in milliseconds, as a Double.
    package var milliseconds: Double {
        Double(components.seconds) * 1_000 + Double(components.attoseconds) / 1e15
    }
}
