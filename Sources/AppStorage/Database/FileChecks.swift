import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks on the path, made before SQLite sees it, for errors SQLite would word poorly
/// ("unable to open database file") or would not raise at all.
package enum FileChecks {
    /// Refuses a folder, a device, pipe or socket (`/dev/null` would get a `-journal` beside
    /// it), a missing file opened read-only, a missing parent folder, and a file that must be
    /// written but is read-only.
    static func check(_ path: String, access: AppDatabase.Access) throws(StorageError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            try checkMissingFile(path, access: access)
            return
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw .isDirectory(path: path)
        }
        if status.st_mode & S_IFMT != S_IFREG {
            throw .notARegularFile(path: path)
        }
        if access == .readWrite, !isWritable(path, mode: status.st_mode) {
            throw .readOnly(path: path)
        }
    }

    private static func checkMissingFile(_ path: String, access: AppDatabase.Access) throws(StorageError) {
        let reason = String(cString: strerror(errno))
        guard errno == ENOENT else { throw .failed(path: path, detail: reason) }
        let folder = DatabaseLocation.folder(of: path)
        var status = stat()
        guard folder.isEmpty || stat(folder, &status) == 0 else {
            throw .folderUnavailable(path: folder, reason: missingFolder)
        }
        if !folder.isEmpty, status.st_mode & S_IFMT != S_IFDIR {
            throw .folderUnavailable(path: folder, reason: "it is not a folder")
        }
        if access == .readOnly { throw .notFound(path: path) }
    }

    /// Why a folder that does not exist cannot be used, as ``StorageError/folderUnavailable(path:reason:)``
    /// says it: a read of the default location, whose folder the first write makes, takes it
    /// as "no data yet"; a read of a path someone gave is refused.
    package static let missingFolder = "it does not exist"

    /// Whether the file may be written. `access(2)` says yes to root for any file, so the
    /// permission bits are checked too: a file someone made read-only stays read-only.
    /// The folder must be writable as well, for SQLite's `-wal` and `-shm` files.
    static func isWritable(_ path: String, mode: mode_t) -> Bool {
        let folder = DatabaseLocation.folder(of: path)
        return mode & (S_IWUSR | S_IWGRP | S_IWOTH) != 0
            && access(path, W_OK) == 0
            && access(folder.isEmpty ? "." : folder, W_OK) == 0
    }
}
