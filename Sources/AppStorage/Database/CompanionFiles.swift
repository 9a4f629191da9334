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
