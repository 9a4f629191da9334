#if CustomDump
import CustomDump
#endif
import Testing
import UDFKit

/// Records a test issue, with a readable -/+ diff, when two values differ.
///
/// Unlike swift-custom-dump's own `expectNoDifference`, which reports through a library that
/// records nothing under Swift Testing on Linux unless an extra support target is linked,
/// this reports with `Issue.record` directly, on every platform.
///
/// ```swift
/// expectNoDiff(state, AppState(projects: [.mileage]))
/// ```
///
/// The diff marks what was expected with `-` and what is there with `+`. It comes from
/// swift-custom-dump, with the package trait `CustomDump` (on by default; an app that
/// depends on UDFKit with `traits: []` adds `traits: ["CustomDump"]` for it); without it,
/// both values are shown whole, as Swift's `dump` prints them.
public func expectNoDiff<Value: Equatable>(
    _ actual: Value,
    _ expected: Value,
    _ message: String = "The values differ",
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
) {
    guard actual != expected else { return }
    recordDiff(message, expected: expected, actual: actual, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records `message` followed by the diff from `expected` to `actual`.
func recordDiff<Value>(_ message: String, expected: Value, actual: Value, at location: SourceLocation) {
    #if CustomDump
    let diff = CustomDump.diff(expected, actual) ?? "(no visible difference: check the types' Equatable conformances)"
    Issue.record(Comment(rawValue: "\(message) (Expected: -, Actual: +)\n\(diff)"), sourceLocation: location)
    #else
    Issue.record(Comment(rawValue: "\(message)\nExpected:\n\(dumped(expected))Actual:\n\(dumped(actual))"), sourceLocation: location)
    #endif
}

/// An action as CustomDump prints it (`NumberAction.appended(1)`), or as Swift describes
/// it without the `CustomDump` trait.
func describeAction(_ action: any Action) -> String {
    #if CustomDump
    String(customDumping: action)
    #else
    String(reflecting: action)
    #endif
}

#if !CustomDump
/// `value` as Swift's `dump` prints it.
private func dumped(_ value: some Any) -> String {
    var text = ""
    dump(value, to: &text)
    return text
}
#endif
