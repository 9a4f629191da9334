import AppCore

/// Where a ``PersistentStore`` keeps its data: the one seam between the store and a
/// database engine.
///
/// ``Persistence`` (the middleware), ``PersistentStore`` and the commands of `udf-tui`
/// talk to storage only through this protocol. Two implementations exist: ``AppDatabase``
/// (SQLite through GRDB, the default) and `PostgresStorage` (PostgreSQL through
/// postgres-nio, in the `AppStoragePostgres` module). Every requirement is synchronous:
/// the middleware writes an action *before* the reducers apply it, on the thread that
/// dispatched it, and returns only once the change is committed.
///
/// The contract every implementation keeps (the conformance suite,
/// `Tests/AppStorageTests/Conformance`, runs the same tests on each):
/// - ``write(_:)`` and ``replace(_:with:)`` commit all of a change in one transaction, or
///   nothing; an update whose row no longer has the version (or `updatedAt`) memory had,
///   or a deletion that finds no row, fails with ``StorageError/changedElsewhere(path:)``
///   and writes nothing.
/// - ``loadData()`` returns the arrays in the order they were written, so that data
///   written and read back compares equal.
/// - The watcher of ``makeChangeWatcher(fallbackInterval:onChange:)`` calls `onChange`
///   after each commit by *another* connection, never for this one's own.
///
/// It is `package`, not `public`: its requests (`DataChange`) are the middleware's own
/// plan of the rows an action touches, which only this package's modules share.
package protocol DataStorage: AnyObject, Sendable {
    /// Where the data is, as people read it in messages: a file path, or a PostgreSQL URL
    /// without its password.
    var location: String { get }

    /// The whole data, in the order it was written.
    func loadData() throws(StorageError) -> AppData

    /// Every project and activity and only the items `scope` names, in the order of the
    /// whole data, from one snapshot: what a command that touches a few records loads (see
    /// ``DataScope``). Memory holding it is at no sync point: writes made on it do not move
    /// one.
    func loadData(_ scope: DataScope) throws(StorageError) -> AppData

    /// Every project and activity and no item, from one snapshot, quickly: what the
    /// full-screen program draws first while ``loadData()`` reads the items on another
    /// thread. It neither checks the database for damage nor changes the sync point (the
    /// whole load that follows does both), so nothing may be written on it.
    func loadDataWithoutItems() throws(StorageError) -> AppData

    /// Runs `body` on one snapshot of the whole data, read as an export writes it: every
    /// project and activity at once, the items in batches as `body` asks for them (see
    /// ``ExportSnapshot``), so that memory holds one batch whatever the number of items.
    ///
    /// - Throws: a ``StorageError`` if the data cannot be read; whatever `body` throws.
    func readForExport<T>(_ body: (any ExportSnapshot) throws -> T) throws -> T

    /// The number of items of each project that has any, counted by the database; of
    /// `project` alone when given (through the index of items by project: O(its items)).
    func itemCounts(of project: ProjectID?) throws(StorageError) -> [ProjectID: Int]

    /// Other programs' changes since `data` (what the store holds) was loaded or last
    /// reloaded: the rows they changed, when the change log tells them and they fit `data`,
    /// else everything.
    func reload(from data: AppData) throws(StorageError) -> Reloaded

    /// Writes the rows one action changes, in one transaction.
    func write(_ change: DataChange) throws(StorageError)

    /// Writes the rows of an import (``AppData/importChange(_:at:)``) in one transaction, as
    /// ``write(_:)`` would, by the engine's bulk path: the change log gets one entry that
    /// sends every other store behind it to read everything (``ChangeEntry/everything``)
    /// instead of one entry per row, and watchers are told as after any commit.
    func writeImport(_ change: DataChange) throws(StorageError)

    /// Writes `new` over `old` (what storage holds), order included, in one transaction.
    func replace(_ old: AppData, with new: AppData) throws(StorageError)

    /// Memory is no longer what storage holds (a write failed after memory changed): the
    /// next ``reloadData(from:)`` must read everything.
    func forgetLoadedState()

    /// A watcher that calls `onChange` (on a thread of its own) after each commit by
    /// another connection, from the moment it is created: create it before loading.
    ///
    /// `fallbackInterval` is how often to look where the engine cannot say (SQLite without
    /// inotify); an implementation that is always told ignores it.
    func makeChangeWatcher(fallbackInterval: Duration, onChange: @escaping @Sendable () -> Void) -> any ChangeWatching

    /// Closes the connections; later uses fail. Closing twice does nothing.
    func close()

    /// Whether ``write(_:)`` wants each action's ``SyncNote/pending(_:)`` note: true for a
    /// file linked to a server (docs/sync.md), so that the middleware encodes actions only then.
    var recordsPendingActions: Bool { get }
}

extension DataStorage {
    /// No outbox: the data is where it is written.
    package var recordsPendingActions: Bool { false }
}

/// A watcher of other programs' writes, made by ``DataStorage/makeChangeWatcher(fallbackInterval:onChange:)``.
package protocol ChangeWatching: AnyObject, Sendable {
    /// Starts watching; a commit by another program since the watcher was created is noticed.
    func start()
    /// Stops watching; `onChange` is not called after this returns. Safe to call twice.
    func stop()
    /// Calls `report` (on the watcher's thread) when the watcher loses its connection to
    /// the database and cannot make it again at once, and when it has it back (after the
    /// reload that follows): what a program shows so that people know changes made
    /// elsewhere are not arriving. Engines without a connection to lose (SQLite) never call
    /// it. Set it before ``start()``.
    func reportConnection(to report: @escaping @Sendable (ConnectionEvent) -> Void)
}

extension ChangeWatching {
    /// Never calls `report`: a file is not a connection.
    package func reportConnection(to report: @escaping @Sendable (ConnectionEvent) -> Void) {}
}

/// What happened to a watcher's connection to the database (``ChangeWatching/reportConnection(to:)``).
package enum ConnectionEvent: Sendable, Equatable {
    /// The connection was lost and could not be made again at once; the watcher tries again
    /// every second.
    case lost
    /// The connection is back, and the data was read again.
    case restored
}

/// What ``DataStorage/reload(from:)`` read.
package enum Reloaded {
    /// Only the rows changed since the data the store holds; they fit it.
    case rows(RowChanges)
    /// Everything.
    case whole(AppData)
}
