/// A record of what one action changed, record by record, that can be inverted and chained:
/// what ``RecordHistory`` keeps as undo steps.
///
/// ``ListChanges`` is one. A state with several lists writes its own, with a ``ListChanges``
/// per list, each requirement delegating to them:
///
/// ```swift
/// struct LibraryChanges: ChangeSet {
///     var books: ListChanges<Book>
///     var loans: ListChanges<Loan>
///     var isEmpty: Bool { books.isEmpty && loans.isEmpty }
///     var inverted: LibraryChanges { LibraryChanges(books: books.inverted, loans: loans.inverted) }
///     func followed(by later: LibraryChanges) -> LibraryChanges {
///         LibraryChanges(books: books.followed(by: later.books), loans: loans.followed(by: later.loans))
///     }
/// }
/// ```
public protocol ChangeSet: SendableMetatype {
    /// Whether nothing changed.
    var isEmpty: Bool { get }
    /// The same change the other way round.
    var inverted: Self { get }
    /// This change and then `later`, as one change (an undo group).
    func followed(by later: Self) -> Self
}

/// Data that records what each action changed in it (``changes``), and that can check and
/// apply such a record: what record-level undo (``RecordHistory``) needs of the data it covers.
///
/// ``IdentifiedList`` conforms. A state made of several lists conforms by delegating to them,
/// and may add rules of its own to ``conflict(applying:)`` (a record that would be left without
/// its parent, say):
///
/// ```swift
/// extension Library: ChangeTracking {
///     mutating func beginChanges() { books.beginChanges(); loans.beginChanges() }
///     var changes: LibraryChanges { LibraryChanges(books: books.changes, loans: loans.changes) }
///     var changeStamp: ChangeRecordStamp { ChangeRecordStamp(combining: [books.changeStamp, loans.changeStamp]) }
///     func conflict(applying changes: LibraryChanges) -> UndoConflict<LibraryRecord>? {
///         books.conflict(applying: changes.books)?.map(LibraryRecord.book)
///             ?? loans.conflict(applying: changes.loans)?.map(LibraryRecord.loan)
///     }
///     mutating func apply(unchecked changes: LibraryChanges) {
///         books.apply(unchecked: changes.books)
///         loans.apply(unchecked: changes.loans)
///     }
/// }
/// ```
public protocol ChangeTracking: SendableMetatype {
    /// The record of one action's changes.
    associatedtype Changes: ChangeSet
    /// What names one record in a conflict.
    associatedtype RecordID: Hashable & Sendable

    /// Starts a new record: ``changes`` says what changed since.
    mutating func beginChanges()
    /// What changed since ``beginChanges()``.
    var changes: Changes { get }
    /// Which version this is, and which version the open record began from.
    var changeStamp: ChangeRecordStamp { get }
    /// The first record that is not as `changes` expects before it (its `before` values), or
    /// nil when `changes` can be applied.
    func conflict(applying changes: Changes) -> UndoConflict<RecordID>?
    /// Applies `changes`, which ``conflict(applying:)`` accepted, starting a new record: after
    /// it, ``changes`` says what it did.
    mutating func apply(unchecked changes: Changes)
    /// Applies `changes` exactly as recorded: every record at the offset it names, and no rule
    /// of the data's own. This is how a record is taken back when the data before it must come
    /// back bit for bit, such as a write that failed, rolled back, or a devtools replay that
    /// rebuilds an earlier state from the present.
    ///
    /// By default it is ``apply(unchecked:)``. Data whose ``apply(unchecked:)`` follows rules
    /// of its own (it places a record put back elsewhere, or keeps a later value) implements it
    /// by passing each list its part, as ``IdentifiedList`` applies records exactly:
    ///
    /// ```swift
    /// mutating func applyExactly(_ changes: LibraryChanges) {
    ///     books.applyExactly(changes.books)
    ///     loans.applyExactly(changes.loans)
    /// }
    /// ```
    mutating func applyExactly(_ changes: Changes)
}

extension ChangeTracking {
    /// ``apply(unchecked:)``: exact for data that adds no rules of its own.
    public mutating func applyExactly(_ changes: Changes) {
        apply(unchecked: changes)
    }

    /// Applies `changes` whole, or nothing when a record is not as `changes` expects.
    ///
    /// - Throws: the ``UndoConflict`` that names the first such record, changing nothing.
    public mutating func apply(_ changes: Changes) throws(UndoConflict<RecordID>) {
        if let conflict = conflict(applying: changes) { throw conflict }
        apply(unchecked: changes)
    }
}

/// Why a change record could not be applied (an undo or redo refused): one record is no longer
/// as the step left it. Nothing was changed.
///
/// ```swift
/// do { try history.apply(.undone, to: &todos) } catch {
///     print(error)   // the record 7 was changed elsewhere since
/// }
/// ```
public struct UndoConflict<RecordID: Hashable & Sendable>: Error, Hashable, Sendable, CustomStringConvertible {
    /// What happened to the record since the step.
    public typealias Reason = UndoConflictReason

    /// The record.
    public var record: RecordID
    /// What happened to it.
    public var reason: Reason

    /// Creates a conflict.
    public init(record: RecordID, reason: Reason) {
        self.record = record
        self.reason = reason
    }

    /// The same conflict, its record named another way (a list's id as a record of the whole state).
    public func map<Other>(_ transform: (RecordID) -> Other) -> UndoConflict<Other> {
        UndoConflict<Other>(record: transform(record), reason: reason)
    }

    /// `the record 7 was changed elsewhere since` (or deleted, or added).
    public var description: String {
        let happened = switch reason {
        case .changedElsewhere: "changed"
        case .deletedElsewhere: "deleted"
        case .addedElsewhere: "added again"
        }
        return "the record \(record) was \(happened) elsewhere since"
    }
}

/// What happened, since an undo step, to the record that makes the step conflict.
public enum UndoConflictReason: String, Hashable, Sendable, Codable {
    /// It is there, with another value.
    case changedElsewhere
    /// It is gone.
    case deletedElsewhere
    /// The step took it away, and it is there again.
    case addedElsewhere
}
