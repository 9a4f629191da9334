import Foundation
import ProcessTesting
import Testing

/// `udf-tui --version` (issue 15 §1).
@Suite(.enabled(if: Program.path != nil, "needs the udf-tui binary: swift build --build-tests"), .onOwnThread)
struct VersionCommandTests {
    let folder = TemporaryFolder()

    @Test func versionPrintsOneLineAndSucceeds() throws {
        let result = try Program.run(["--version"], home: folder.path)
        #expect(result.status == 0)
        #expect(result.errors == "")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "\(result.output)")
        #expect(lines.first?.split(separator: ".").compactMap { Int($0) }.count == 3, "\(result.output)")
    }
}
