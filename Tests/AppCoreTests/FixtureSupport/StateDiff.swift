import AppCore
import Foundation
import Testing

/// Expects `actual` to equal `expected`, and on failure records the -/+ diff of their JSON.
func expectState(
    _ actual: AppState, equals expected: AppState, _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual != expected else { return }
    let diff = lineDiff(jsonLines(expected), jsonLines(actual)).filter { !$0.hasPrefix("  ") }
    Issue.record("\(context): the state differs (- expected, + actual):\n\(diff.joined(separator: "\n"))", sourceLocation: sourceLocation)
}

/// The lines of a value's pretty, key-sorted JSON, as fixtures spell it.
func jsonLines(_ value: some Encodable) -> [String] {
    guard let data = try? Fixture.encoder.encode(value) else { return ["<not encodable>"] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
}
