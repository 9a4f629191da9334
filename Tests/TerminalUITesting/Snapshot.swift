import Foundation
import Testing
import TerminalUI

/// Compares `screen.snapshot` with the golden file `Tests/__Snapshots__/<Target>/<name>.txt`
/// for the calling test's target; with `UPDATE_SNAPSHOTS=1` in the environment it
/// (re)writes the file instead and passes. A missing file fails with the command that
/// records it. (The files live outside the target's folder, where SwiftPM would warn about
/// unhandled resources.)
///
/// ```swift
/// expectSnapshot(driver.screen, named: "app-projects-80x24")
/// ```
public func expectSnapshot(_ screen: Screen, named name: String, filePath: String = #filePath,
                    sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = snapshotDirectory(forTestFile: filePath)
    let file = directory.appendingPathComponent("\(name).txt")
    let actual = screen.snapshot
    if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            Issue.record("cannot write snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("no snapshot at \(file.path); record it with UPDATE_SNAPSHOTS=1 swift test", sourceLocation: sourceLocation)
        return
    }
    if let difference = snapshotDifference(expected: expected, actual: actual) {
        Issue.record("snapshot \(name) differs (UPDATE_SNAPSHOTS=1 rewrites it):\n\(difference)", sourceLocation: sourceLocation)
    }
}

/// `Tests/__Snapshots__/<Target>` for a test file anywhere under `Tests/<Target>/`.
///
/// ```swift
/// snapshotDirectory(forTestFile: "/repo/Tests/TrackerUITests/Views/ListTests.swift")   // /repo/Tests/__Snapshots__/TrackerUITests
/// ```
public func snapshotDirectory(forTestFile filePath: String) -> URL {
    var target = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while target.deletingLastPathComponent().lastPathComponent != "Tests", target.pathComponents.count > 2 {
        target = target.deletingLastPathComponent()
    }
    return target.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(target.lastPathComponent)
}

/// The lines that differ between two snapshots, as `-expected` / `+actual` pairs with
/// their line numbers; `nil` when the texts are equal.
///
/// ```swift
/// snapshotDifference(expected: "a\nb", actual: "a\nc")   // "2 -b\n2 +c"
/// ```
public func snapshotDifference(expected: String, actual: String) -> String? {
    guard expected != actual else { return nil }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
        let before = index < old.count ? String(old[index]) : nil
        let after = index < new.count ? String(new[index]) : nil
        guard before != after else { continue }
        if let before { lines.append("\(index + 1) -\(before)") }
        if let after { lines.append("\(index + 1) +\(after)") }
    }
    return lines.joined(separator: "\n")
}
