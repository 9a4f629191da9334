import Foundation

/// A tiny memory file system mounted for one test, to fill the disk for real; nil where
/// mounting is not allowed (not root, or no CAP_SYS_ADMIN). Unmounted when released.
final class SmallDisk {
    let path: String

    init?(at path: String, kilobytes: Int) {
        self.path = path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path]) else { return nil }
    }

    /// Fills the disk until fewer than `kilobytes` are left.
    func fill(leaving kilobytes: Int) {
        let filler = FileHandle(forWritingAtPath: { () -> String in
            let file = path + "/filler"
            _ = FileManager.default.createFile(atPath: file, contents: nil)
            return file
        }())
        let block = Data(repeating: 0, count: 4096)
        while freeKilobytes > kilobytes, (try? filler?.write(contentsOf: block)) != nil {}
        try? filler?.synchronize()
        try? filler?.close()
    }

    var freeKilobytes: Int {
        let attributes = try? FileManager.default.attributesOfFileSystem(forPath: path)
        return ((attributes?[.systemFreeSize] as? NSNumber)?.intValue ?? 0) / 1024
    }

    /// Whether this process may mount file systems.
    static let isAvailable: Bool = {
        let probe = NSTemporaryDirectory() + "udf-mount-probe-\(UUID().uuidString)"
        guard let disk = SmallDisk(at: probe, kilobytes: 64) else { return false }
        _ = disk
        return true
    }()

    deinit {
        _ = Self.run("/bin/umount", [path])
        try? FileManager.default.removeItem(atPath: path)
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
