import Foundation
import Synchronization
import Testing

/// The seed of this run's random tests: `UDF_TEST_SEED` when it is set (CI pins it, and
/// prints it), a new random one otherwise. The issues of a failing random test end with the
/// seed and the command that runs that test again with it.
///
/// A test that draws at random starts from ``value`` — a swift-property-based generator
/// through its test target's `seeded()` adaptor, a hand-written run through a ``SeedStream``
/// — and carries ``replayOnFailure``:
///
/// ```swift
/// @Test(TestSeed.replayOnFailure)
/// func undoMatchesSnapshots() {
///     var random = SeedStream(TestSeed.value)
///     let action = Int.random(in: 0..<10, using: &random)
///     …
/// }
/// ```
///
/// Package access: for this package's tests only, not part of UDFKitTesting's API.
package enum TestSeed {
    /// The environment variable that pins the seed.
    package static let variable = "UDF_TEST_SEED"

    /// The seed given in ``variable``, if any.
    package static let pinned: UInt64? = ProcessInfo.processInfo.environment[variable].flatMap { UInt64($0) }

    /// This run's seed.
    package static let value: UInt64 = pinned ?? UInt64.random(in: 1...999_999_999)

    /// The command that runs `test` again with this run's seed.
    package static func replayCommand(for test: Test?) -> String {
        let name = test.map { String($0.name.prefix { $0 != "(" }) } ?? "NAME"
        return "\(variable)=\(value) swift test --filter \(name)"
    }

    /// `issue`, ending with the seed and the command that replays it. swift-property-based's
    /// advice to add `.fixedSeed(…)` is left out: the values came from this seed, not from
    /// the library's own random source, so that advice would not reproduce them.
    package static func withReplay(_ issue: Issue) -> Issue {
        var issue = issue
        issue.comments = issue.comments.map { comment in
            guard let advice = comment.rawValue.range(of: "\n\nAdd `.fixedSeed") else { return comment }
            return Comment(rawValue: String(comment.rawValue[..<advice.lowerBound]))
        }
        let origin = pinned == nil ? "random" : "from \(variable)"
        issue.comments.append(Comment(rawValue: "Seed \(value) (\(origin)); run it again: \(replayCommand(for: Test.current))"))
        return issue
    }

    /// For a test that draws at random: each of its issues ends with the replay command.
    package static var replayOnFailure: IssueHandlingTrait {
        .compactMapIssues { withReplay($0) }
    }
}

/// Numbers drawn in a fixed order from a seed (a linear congruential generator with Knuth's
/// MMIX constants): the same seed gives the same numbers, whatever else the run does in
/// parallel, so give each test a stream of its own. Random enough to pick actions, or to
/// seed a better generator.
///
/// ```swift
/// var random = SeedStream(TestSeed.value)
/// let action = Int.random(in: 0..<10, using: &random)
/// ```
package final class SeedStream: RandomNumberGenerator, Sendable {
    private let state: Mutex<UInt64>

    /// A stream that starts from `seed`.
    package init(_ seed: UInt64 = TestSeed.value) {
        state = Mutex(seed)
    }

    /// The next number of the stream.
    package func next() -> UInt64 {
        state.withLock { state in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }
}
