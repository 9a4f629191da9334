#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An inotify watch of the folder of a database file, reporting changes to the file, its
/// `-wal` and its `-journal` (a commit touches one of them; a replacement by rename too).
/// Nil where inotify is not available; the watcher then polls.
struct FolderWatch {
    let descriptor: Int32
    private let names: Set<String>

    init?(file path: String) {
        #if os(Linux)
        let fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard fd >= 0 else { return nil }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE)
        guard inotify_add_watch(fd, folder, mask) >= 0 else {
            _ = Glibc.close(fd)
            return nil
        }
        descriptor = fd
        names = [name, name + "-wal", name + "-journal"]
        #else
        return nil
        #endif
    }

    /// Reads every event waiting; true when one was about the database's files.
    func drainConcernsFile() -> Bool {
        #if os(Linux)
        var concerns = false
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return concerns }
            // Each event: wd, mask, cookie, len (4 bytes each, native order), then `len`
            // bytes of NUL-padded name.
            let header = MemoryLayout<inotify_event>.size
            var offset = 0
            while offset + header <= count {
                let length = (0..<4).reduce(0) { $0 | Int(buffer[offset + 12 + $1]) << (8 * $1) }
                let start = offset + header
                let name = buffer[start..<min(count, start + length)].prefix { $0 != 0 }
                if names.contains(String(decoding: name, as: UTF8.self)) { concerns = true }
                offset = start + length
            }
        }
        #else
        return true
        #endif
    }

    func close() {
        #if os(Linux)
        _ = Glibc.close(descriptor)
        #endif
    }
}
