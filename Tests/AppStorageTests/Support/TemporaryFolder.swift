import Foundation

/// A new folder for one test, deleted with its contents when the value is released.
///
/// It lives in /dev/shm where there is one: a memory file system, where SQLite's fsyncs
/// cost nothing, so that tests of thousands of commits stay fast. `onDisk` puts it in the
/// system's temporary folder instead, for tests where real fsyncs matter.
final class TemporaryFolder {
    let path: String

    init(onDisk: Bool = false) {
        let memory = !onDisk && FileManager.default.fileExists(atPath: "/dev/shm")
        let base = memory ? "/dev/shm/" : NSTemporaryDirectory()
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

/// The bytes of a database file and of its write-ahead log, to check that something left
/// them exactly as they were.
struct FileSnapshot: Equatable, CustomStringConvertible {
    var database: Data?
    var log: Data?

    init(_ path: String) {
        database = contents(of: path)
        log = contents(of: path + "-wal").flatMap { $0.isEmpty ? nil : $0 }
    }

    var description: String {
        "\(database?.count ?? -1) bytes, log \(log?.count ?? 0) bytes"
    }
}
