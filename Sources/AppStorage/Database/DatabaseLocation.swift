import Foundation

/// Where udf-tui keeps its database when no `--db PATH` is given.
///
/// The XDG base directory convention: `$XDG_DATA_HOME/udf-tui/udf.sqlite`, or
/// `~/.local/share/udf-tui/udf.sqlite` when `XDG_DATA_HOME` is unset, empty or relative
/// (the specification says to ignore relative values).
///
/// ```swift
/// let path = DatabaseLocation.defaultPath()                 // uses the process environment
/// let path = DatabaseLocation.defaultPath(environment: ["HOME": "/home/ana"])
/// // "/home/ana/.local/share/udf-tui/udf.sqlite"
/// ```
public enum DatabaseLocation {
    /// The folder below the data home that holds udf-tui's files.
    public static let folderName = "udf-tui"
    /// The name of the database file.
    public static let fileName = "udf.sqlite"

    /// The default database path for an environment (the process's by default).
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        dataHome(environment: environment) + "/" + folderName + "/" + fileName
    }

    /// `$XDG_DATA_HOME` if it is an absolute path, otherwise `$HOME/.local/share`.
    static func dataHome(environment: [String: String]) -> String {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return trimmingTrailingSlashes(xdg)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return trimmingTrailingSlashes(home) + "/.local/share"
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// The folder part of `path`: "" for a bare name (`udf.sqlite`, `a`), "/" for a file at
    /// the root. (Foundation's `NSString.deletingLastPathComponent` traps on Linux for a
    /// one-character name such as `--db a` or `-`.)
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        let folder = path[..<slash]
        return folder.isEmpty ? "/" : String(folder)
    }

    /// Creates the folder that will hold `path`, with its parents, readable only by the user.
    ///
    /// - Throws: ``StorageError/folderUnavailable(path:reason:)`` if it cannot be created.
    public static func createFolder(for path: String) throws(StorageError) {
        let folder = folder(of: path)
        guard !folder.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw .folderUnavailable(path: folder, reason: StorageError.firstLine(error.localizedDescription))
        }
    }
}
