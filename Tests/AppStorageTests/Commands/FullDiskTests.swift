import Foundation
import ProcessTesting
import Testing

/// A full disk, for real: a tiny file system filled up, then a command that needs space.
@Suite(.enabled(if: Program.path != nil && SmallDisk.isAvailable, "needs the udf-tui binary and permission to mount a tmpfs"), .onOwnThread)
struct FullDiskTests {
    let folder = TemporaryFolder()

    @Test func aFullDiskFailsWithOneLineAndLeavesTheFileAsItWas() throws {
        let disk = try #require(SmallDisk(at: folder.file("disk"), kilobytes: 1024))
        let path = disk.path + "/udf.sqlite"
        let created = try Program.run(["projects", "add", "--title", "Mileage", "--frequency", "monthly", "--db", path], home: folder.path)
        #expect(created.status == 0)
        disk.fill(leaving: 48)
        let before = FileSnapshot(path)
        let notes = String(repeating: "🚗", count: 10_000)  // 40 kB, within the 10,000 characters notes may have
        let result = try Program.run(["items", "add", "--project", "Mileage", "--amount", "1", "--notes", notes, "--db", path], home: folder.path)
        #expect(result.status == 1)
        #expect(result.errorLines == ["udf-tui: The disk holding \(path) is full; nothing was saved."])
        #expect(FileSnapshot(path) == before)
        let list = try Program.run(["projects", "list", "--json", "--db", path], home: folder.path)
        #expect(list.status == 0 && list.output.contains("Mileage"))
    }
}
