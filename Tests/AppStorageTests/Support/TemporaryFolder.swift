import Foundation

/// A new folder for one test, deleted with its contents when the value is released.
///
/// It lives in /dev/shm where there is one: a memory file system, where SQLite's fsyncs
/// cost nothing, so that tests of thousands of commits stay fast.
final class TemporaryFolder {
    let path: String

    init() {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory()
        path = base + "udf-storage-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The path of a file in the folder.
    func file(_ name: String) -> String {
        path + "/" + name
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The bytes of a file, or nil if it cannot be read.
func contents(of path: String) -> Data? {
    FileManager.default.contents(atPath: path)
}

/// Writes bytes to a file, replacing it.
func write(_ bytes: Data, to path: String) {
    _ = FileManager.default.createFile(atPath: path, contents: bytes)
}
