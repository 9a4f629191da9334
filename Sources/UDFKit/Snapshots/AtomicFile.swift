#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file operations for snapshots: replace a file atomically and durably, and move a
/// bad file aside without ever replacing another.
enum AtomicFile {
    /// Writes `bytes` to a temporary file next to `path`, flushes it to disk, renames it over
    /// `path`, and flushes the folder, so that `path` holds either the old bytes or the new,
    /// even after a crash or a power cut.
    static func replace(_ path: String, with bytes: [UInt8]) throws {
        let temporary = temporaryPath(for: path)
        do {
            let file = try FileDescriptor.open(temporary, O_WRONLY | O_CREAT | O_EXCL)
            defer { file.close() }
            try file.writeAll(bytes)
            try file.sync()
        } catch {
            _ = unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = SystemCallError("rename \(temporary) to \(path)")
            _ = unlink(temporary)
            throw error
        }
        try syncFolder(of: path)
    }

    /// Moves `path` to `path.corrupt` (or `.corrupt-2`, `-3`...: the first name not taken) and
    /// returns the new path. `link` then `unlink` never replaces an existing file, unlike
    /// `rename`.
    static func moveAside(_ path: String) throws -> String {
        for attempt in 1...1_000 {
            let aside = attempt == 1 ? "\(path).corrupt" : "\(path).corrupt-\(attempt)"
            if link(path, aside) == 0 {
                _ = unlink(path)
                return aside
            }
            guard errno == EEXIST else { throw SystemCallError("move \(path) aside to \(aside)") }
        }
        throw SystemCallError("move \(path) aside: 1,000 copies are there already", code: EEXIST)
    }

    private static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        return "\(path[..<slash]).\(path[slash...]).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    private static func syncFolder(of path: String) throws {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let file = try FileDescriptor.open(folder, O_RDONLY | O_DIRECTORY)
        defer { file.close() }
        try file.sync()
    }
}
