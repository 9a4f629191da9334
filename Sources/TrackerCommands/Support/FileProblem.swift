import AppStorage
import Foundation

/// Why a file named on the command line cannot be read or written, in a few words.
enum FileProblem {
    /// "it is a directory", "it does not exist", "permission denied"…
    static func reason(for path: String, writing: Bool) -> String {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue { return "it is a directory" }
        let folder = DatabaseLocation.folder(of: path)
        if writing {
            if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) { return "the folder \(folder) does not exist" }
            return "permission denied, or the disk is full"
        }
        return exists ? "permission denied" : "it does not exist"
    }

    /// Whether `path` is the database at `database` or its `-wal`, `-shm` or `-journal`:
    /// the same file (device and inode, whatever the name, links included), or, for those
    /// that do not exist yet, the same name once links and `..` are resolved.
    static func isPartOfDatabase(_ path: String, database: String) -> Bool {
        let parts = ["", "-wal", "-shm", "-journal"].map { database + $0 }
        if let target = identity(of: path), parts.contains(where: { identity(of: $0) == target }) { return true }
        return parts.map(resolved).contains(resolved(path))
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    private struct Identity: Equatable {
        let device: UInt64
        let inode: UInt64
    }

    private static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
