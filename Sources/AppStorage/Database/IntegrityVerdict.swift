import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A passed integrity check, remembered beside the database (in `<file>-checked`) with the
/// state udf-tui's own last write left the file in, so that the next write to a file exactly
/// as udf-tui left it need not read every page again.
///
/// The check exists for damage that does not come through SQLite: a file copied while it was
/// written, a backup restored without its `-wal`, a stray write by another tool, a bad disk.
/// The first three change the file's device, inode, size, modification or status-change time
/// (the last cannot be set back), or those of its `-wal`; so a verdict stands only while all
/// of them are as recorded, and for a day at most (``lifetime``), after which a write checks
/// again. What it cannot see, a bit that rots within that day without a write, SQLite reports
/// as damage when it reads the page. A missing, unreadable or foreign verdict file costs one
/// check, never a wrong answer.
///
/// ```swift
/// IntegrityVerdict(checkedAt: now, files: stamps).remember(for: path)
/// IntegrityVerdict.standing(for: path, now: now)?.checkedAt   // the time of the check
/// ```
struct IntegrityVerdict: Codable, Equatable, Sendable {
    /// How long a remembered check stands, in seconds: a day.
    static let lifetime: Double = 24 * 60 * 60

    /// When the check passed, in seconds since 1970.
    var checkedAt: Double
    /// The database and its `-wal` as udf-tui's own last write left them.
    var files: FileStamps

    /// Where the verdict on the database at `database` is kept.
    static func path(beside database: String) -> String { database + "-checked" }

    /// The verdict remembered for `database` if it stands for the file as it is `now`: it
    /// describes the files exactly, and the check passed less than a day ago (and not after
    /// `now`, should the clock have gone back).
    static func standing(for database: String, now: Double) -> IntegrityVerdict? {
        guard let bytes = FileManager.default.contents(atPath: path(beside: database)),
              let verdict = try? JSONDecoder().decode(IntegrityVerdict.self, from: bytes),
              verdict.checkedAt <= now, now - verdict.checkedAt < lifetime,
              let files = FileStamps(of: database), files == verdict.files
        else { return nil }
        return verdict
    }

    /// Writes the verdict beside `database`, replacing the file in one rename. A failure is
    /// not an error: without a verdict the next write checks the file again.
    func remember(for database: String) {
        guard let bytes = try? JSONEncoder().encode(self) else { return }
        try? bytes.write(to: URL(fileURLWithPath: Self.path(beside: database)), options: .atomic)
    }
}

/// The database file and its `-wal` as the file system describes them.
///
/// A `-wal` that is missing or empty holds nothing, and SQLite makes and removes an empty one
/// as connections come and go; both read as `nil`.
struct FileStamps: Codable, Equatable, Sendable {
    /// The database file.
    var database: FileStamp
    /// Its `-wal`, when it holds anything.
    var wal: FileStamp?

    /// The stamps of the database at `path`, or nil if it cannot be read.
    init?(of path: String) {
        guard let database = FileStamp(path: path) else { return nil }
        self.database = database
        wal = FileStamp(path: path + "-wal").flatMap { $0.size > 0 ? $0 : nil }
    }
}

/// What identifies one state of a file without reading it: device, inode, size, and the
/// modification and status-change times in nanoseconds.
struct FileStamp: Codable, Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var changed: Int64

    /// The stamp of the file at `path`, or nil if there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = Self.nanoseconds(info.st_mtimespec)
        changed = Self.nanoseconds(info.st_ctimespec)
        #else
        modified = Self.nanoseconds(info.st_mtim)
        changed = Self.nanoseconds(info.st_ctim)
        #endif
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }
}
