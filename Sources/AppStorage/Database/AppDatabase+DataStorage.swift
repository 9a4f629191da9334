/// SQLite is the default storage: ``AppDatabase``'s own methods (`write(_:)`,
/// `replace(_:with:)`, ``loadData()``, `reloadData(from:)`, ``close()``) are the seam's
/// requirements; the rest is here.
extension AppDatabase: DataStorage {
    /// The file's path.
    package var location: String { path }

    package func forgetLoadedState() {
        syncPoint.withLock { $0 = nil }
    }

    /// An ``ExternalChangeWatcher``: inotify on the file's folder, then `PRAGMA data_version`.
    package func makeChangeWatcher(fallbackInterval: Duration, onChange: @escaping @Sendable () -> Void) -> any ChangeWatching {
        ExternalChangeWatcher(database: self, fallbackInterval: fallbackInterval, onChange: onChange)
    }
}

extension ExternalChangeWatcher: ChangeWatching {}
