import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SQLite's `-wal` and `-shm` files beside a database, which it creates with the permission
/// bits of the database itself.
///
/// A read of a read-only (mode 444) database in WAL mode therefore leaves a mode-444 `-shm`
/// (and `-wal`) behind, which no connection of a later reader can delete. Once the database
/// is made writable again (`chmod 644`), every write still failed as "read-only" until
/// someone deleted the `-shm` by hand. Giving them the owner's write bit back (only when
/// this process owns them, so nobody else's files are touched) keeps a read from blocking
/// later writes, and repairs files left by versions before this one.
enum CompanionFiles {
    /// Adds the owner-write bit to the `-wal` and `-shm` of `path` where this process owns
    /// them and they lack it; does nothing otherwise (or when they do not exist).
    static func restoreOwnerWrite(beside path: String) {
        for suffix in ["-wal", "-shm"] {
            let file = path + suffix
            var status = stat()
            guard lstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                  status.st_uid == geteuid(), status.st_mode & S_IWUSR == 0 else { continue }
            _ = chmod(file, (status.st_mode & 0o7777) | S_IWUSR)
        }
    }
}

extension CompanionFiles {
    /// The SQLite URI that reads `path` as an immutable file, when a read-only connection
    /// cannot open it otherwise; nil when that would not be exact.
    ///
    /// A database in WAL mode is read through its `-shm` file, which SQLite creates beside
    /// it. In a folder this user may not write (a backup on read-only media, a colleague's
    /// folder) there is none to create, and SQLite refuses the file. When there is no
    /// `-wal` file either, the whole data is in the database file and nobody can be writing
    /// it through WAL (a writer would need the folder), so reading it as immutable is exact.
    /// With a `-wal` file, the data would be stale: then nil, and the open fails as before.
    /// (URI file names need SQLite built with `SQLITE_USE_URI`, as Debian's and Apple's
    /// are; elsewhere the open fails as before too.)
    static func immutableReadURI(for path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        guard access(folder.isEmpty ? "." : folder, W_OK) != 0, access(path + "-wal", F_OK) != 0 else { return nil }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        guard let escaped = path.addingPercentEncoding(withAllowedCharacters: allowed) else { return nil }
        return "file:\(escaped)?immutable=1"
    }
}
