import AppStorage
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written in pieces under a temporary name next to its path, flushed to disk and
/// renamed over the path only once whole: readers see the old file or the new one, never a
/// part, and a failure (a full disk, an encoding error, a database that cannot be read)
/// leaves the old file as it was and no temporary file behind.
///
/// A path that is not a regular file (`/dev/stdout`, a named pipe, a terminal) is written
/// straight into: renaming over it would replace the device or the pipe with a file, and
/// its reader would get nothing. A pipe whose reader goes away is one line ("the reader
/// closed the pipe") and status 1, not a silent death by SIGPIPE.
///
/// ```swift
/// try ReplacingFile.write(to: "backup.json") { write in
///     try ExportDocument.write(data, to: write)
/// }
/// ```
enum ReplacingFile {
    /// Runs `body` with a function that appends bytes to the new file, then puts the file
    /// in place.
    ///
    /// - Throws: ``CommandError`` saying the file cannot be written and why (the old one is
    ///   kept); an error `body` throws otherwise passes through, after the temporary file is
    ///   removed.
    static func write(to path: String, _ body: (_ write: (Data) throws -> Void) throws -> Void) throws {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            guard status.st_mode & S_IFMT != S_IFDIR else { throw cannotOpen(path) }
            return try writeStraight(to: path, body)
        }
        // Beside the file, so that the rename stays on one file system: "dir/.name.PID.RANDOM.tmp".
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let temporary = String(path[..<slash]) + ".\(path[slash...]).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw cannotOpen(path) }
        var isOpen = true
        do {
            try body { bytes in try writeAll(bytes, to: descriptor, path: path) }
            guard flushToDisk(descriptor) else { throw cannotWrite(path, errno) }
            isOpen = false
            guard close(descriptor) == 0 else { throw cannotWrite(path, errno) }
            guard rename(temporary, path) == 0 else { throw cannotOpen(path) }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    /// Writes into an existing file that is not a regular one, as it is.
    private static func writeStraight(to path: String, _ body: (_ write: (Data) throws -> Void) throws -> Void) throws {
        // A reader closing a pipe early must give EPIPE, a message, rather than SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw cannotOpen(path) }
        defer { close(descriptor) }
        try body { bytes in try writeAll(bytes, to: descriptor, path: path) }
    }

    /// Writes all of `bytes`, retrying after a signal; a failure is the command's.
    private static func writeAll(_ bytes: Data, to descriptor: Int32, path: String) throws(CommandError) {
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw cannotWrite(path, errno)
            }
            offset += written
        }
    }

    /// The file cannot be created or put in place.
    private static func cannotOpen(_ path: String) -> CommandError {
        .failed("cannot write \(path): \(FileProblem.reason(for: path, writing: true))")
    }

    /// Writing failed with `code` (an `errno`).
    private static func cannotWrite(_ path: String, _ code: Int32) -> CommandError {
        let reason = switch code {
        case ENOSPC, EDQUOT: "the disk is full"
        case EPIPE: "the reader closed the pipe"
        default: String(cString: strerror(code)).lowercased()
        }
        return .failed("cannot write \(path): \(reason)")
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

/// Flushes a file's data to the disk: `fsync`, and on Darwin `F_FULLFSYNC` first, since
/// Darwin's `fsync` leaves the data in the drive's cache. False with `errno` set on failure.
private func flushToDisk(_ descriptor: Int32) -> Bool {
    #if canImport(Darwin)
    if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
    #endif
    return fsync(descriptor) == 0
}
