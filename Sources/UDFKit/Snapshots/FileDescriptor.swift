#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call on a file, described in one line for people:
/// `cannot rename /tmp/.state.json.tmp to /tmp/state.json: Permission denied`.
struct SystemCallError: Error, CustomStringConvertible {
    let operation: String
    let code: Int32

    init(_ operation: String, code: Int32 = errno) {
        self.operation = operation
        self.code = code
    }

    var description: String { "cannot \(operation): \(String(cString: strerror(code)))" }

    /// Whether the file or a folder on its path does not exist.
    var isMissingFile: Bool { code == ENOENT }
}

/// A POSIX file descriptor: the few calls the recorder and the snapshots need (write every
/// byte, fsync, truncate after a failed write), with errors that say what failed.
struct FileDescriptor {
    let raw: Int32
    let path: String

    /// Opens `path`; `flags` are `open(2)` flags, to which `O_CLOEXEC` is added.
    static func open(_ path: String, _ flags: Int32, mode: mode_t = 0o644) throws -> FileDescriptor {
        let raw = retryingOnInterrupt { systemOpen(path, flags | O_CLOEXEC, mode) }
        guard raw >= 0 else { throw SystemCallError("open \(path)") }
        return FileDescriptor(raw: raw, path: path)
    }

    /// Writes all of `bytes`, retrying short writes. If a write fails half-way, the part
    /// already written is cut off again, so that the file never ends with a broken record.
    func writeAll(_ bytes: [UInt8]) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { buffer in
                retryingOnInterrupt { write(raw, buffer.baseAddress, buffer.count) }
            }
            guard count > 0 else {
                let error = SystemCallError("write \(path)", code: count == 0 ? EIO : errno)
                if written > 0 {
                    let end = lseek(raw, 0, SEEK_CUR)
                    if end >= written { _ = ftruncate(raw, end - off_t(written)) }
                }
                throw error
            }
            written += count
        }
    }

    /// Opens `path` for appending, creating it if needed.
    static func openForAppending(_ path: String) throws -> FileDescriptor {
        try open(path, O_WRONLY | O_APPEND | O_CREAT)
    }

    /// Reads the file from the current offset to its end.
    func readAll() throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                retryingOnInterrupt { systemRead(raw, buffer.baseAddress, buffer.count) }
            }
            guard count >= 0 else { throw SystemCallError("read \(path)") }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// Reads the whole file at `path`.
    static func read(_ path: String) throws -> [UInt8] {
        let file = try open(path, O_RDONLY)
        defer { file.close() }
        return try file.readAll()
    }

    /// Flushes the file's data to the disk: `fsync`, and on Darwin `F_FULLFSYNC` first,
    /// since Darwin's `fsync` leaves the data in the drive's cache (as SQLite's `fullfsync`).
    func sync() throws {
        #if canImport(Darwin)
        if retryingOnInterrupt({ fcntl(raw, F_FULLFSYNC) }) == 0 { return }
        #endif
        guard retryingOnInterrupt({ fsync(raw) }) == 0 else { throw SystemCallError("fsync \(path)") }
    }

    func close() {
        _ = systemClose(raw)
    }
}

/// Writes `message` and a newline to standard error: where background problems go when the
/// app gives no handler of its own.
@usableFromInline
func printToStandardError(_ message: String) {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

/// Repeats a system call while it fails with `EINTR`.
func retryingOnInterrupt<Result: BinaryInteger>(_ call: () -> Result) -> Result {
    var result = call()
    while result < 0, errno == EINTR {
        result = call()
    }
    return result
}

// `open`, `close` and `read` are shadowed by the methods of the same name inside `FileDescriptor`.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}

private func systemClose(_ raw: Int32) -> Int32 {
    close(raw)
}

private func systemRead(_ raw: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(raw, buffer, count)
}
