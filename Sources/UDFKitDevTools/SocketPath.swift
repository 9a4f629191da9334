#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where devtools sockets live by default: `$XDG_RUNTIME_DIR/udfkit-devtools/` (private to
/// the user by the XDG convention), or `/tmp/udfkit-devtools-UID/` made mode 0700 when that
/// variable is unset. Never a network address.
public enum DevToolsSocketPath {
    /// The folder for this user's devtools sockets, created if needed (mode 0700).
    public static func folder(environment: [String: String]) throws(DevToolsSocketError) -> String {
        let root = environment["XDG_RUNTIME_DIR"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let folder = root.map { "\($0)/udfkit-devtools" } ?? "/tmp/udfkit-devtools-\(getuid())"
        if mkdir(folder, 0o700) != 0, errno != EEXIST {
            throw DevToolsSocketError.system("cannot make \(folder)")
        }
        var info = stat()
        guard lstat(folder, &info) == 0 else { throw DevToolsSocketError.system("cannot read \(folder)") }
        guard (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == getuid(), info.st_mode & 0o077 == 0 else {
            throw DevToolsSocketError("\(folder) must be a folder of yours that nobody else can open (mode 0700)")
        }
        return folder
    }

    /// The default socket of a process: `FOLDER/NAME-PID.sock`.
    public static func defaultPath(name: String, environment: [String: String]) throws(DevToolsSocketError) -> String {
        let safe = String(name.unicodeScalars.map { FileNameCharacters.isSafe($0) ? Character($0) : "-" })
        return "\(try folder(environment: environment))/\(safe.isEmpty ? "app" : safe)-\(getpid()).sock"
    }

    /// Makes room for a socket at `path`: removes a stale socket file left by a process that
    /// died, refuses one a live server answers on, and refuses any other kind of file.
    static func clear(_ path: String) throws(DevToolsSocketError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFSOCK else { throw DevToolsSocketError("\(path) exists and is not a socket") }
        if let live = try? UnixSocket.attach(to: path) {
            live.close()
            throw DevToolsSocketError("another program serves devtools at \(path)")
        }
        guard unlink(path) == 0 else { throw DevToolsSocketError.system("cannot remove the stale socket \(path)") }
    }
}

/// The characters kept in a socket's file name.
enum FileNameCharacters {
    static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
    }
}
