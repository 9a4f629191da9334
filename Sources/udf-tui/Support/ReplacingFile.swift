import AppStorage
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written in pieces under a temporary name next to its path, flushed to disk and
/// renamed over the path only once whole: readers see the old file or the new one, never a
/// part, and a failure (a full disk, an encoding error) leaves the old file as it was.
///
/// A path that is not a regular file (`/dev/stdout`, a named pipe, a terminal) is written
/// straight into: renaming over it would replace the device or the pipe with a file, and
/// its reader would get nothing.
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
    /// - Throws: ``CommandError`` saying the file cannot be written (the old one is kept);
    ///   an error `body` throws otherwise passes through, after the temporary file is removed.
    static func write(to path: String, _ body: (_ write: (Data) throws -> Void) throws -> Void) throws {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            guard status.st_mode & S_IFMT != S_IFDIR else { throw cannotWrite(path) }
            return try writeStraight(to: path, body)
        }
        // Beside the file, so that the rename stays on one file system: "dir/.name.PID.RANDOM.tmp".
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let temporary = String(path[..<slash]) + ".\(path[slash...]).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw cannotWrite(path) }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try body { bytes in
                do { try file.write(contentsOf: bytes) } catch { throw cannotWrite(path) }
            }
            do {
                try file.synchronize()
                try file.close()
            } catch {
                throw cannotWrite(path)
            }
            guard rename(temporary, path) == 0 else { throw cannotWrite(path) }
        } catch {
            try? file.close()
            unlink(temporary)
            throw error
        }
    }

    /// Writes into an existing file that is not a regular one, as it is.
    private static func writeStraight(to path: String, _ body: (_ write: (Data) throws -> Void) throws -> Void) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw cannotWrite(path) }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try body { bytes in
            do { try file.write(contentsOf: bytes) } catch { throw cannotWrite(path) }
        }
        do { try file.close() } catch { throw cannotWrite(path) }
    }

    private static func cannotWrite(_ path: String) -> CommandError {
        .failed("cannot write \(path): \(FileProblem.reason(for: path, writing: true))")
    }
}
