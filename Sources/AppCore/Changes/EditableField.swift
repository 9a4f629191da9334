/// A field of a record that people edit (a project's title, an item's amount), named once,
/// with how to tell whether two versions differ in it and how to carry one's value into the
/// other: what re-applies only the fields a person changed onto a record changed elsewhere
/// meanwhile (a sync conflict's "keep mine", docs/sync.md).
///
/// Each record lists its fields in ``Project/editableFields`` and ``Item/editableFields``;
/// AppCoreTests compares those lists with the types' stored properties, so a new field that
/// is left out fails a test instead of being dropped by a merge.
///
/// ```swift
/// var merged = theirs
/// for field in Item.editableFields where field.differs(before, after) { field.copy(after, &merged) }
/// ```
public struct EditableField<Record>: Sendable {
    /// The stored property's name.
    public let name: String
    /// Whether the two records differ in this field.
    public let differs: @Sendable (Record, Record) -> Bool
    /// Sets this field of the second record to the first's value.
    public let copy: @Sendable (Record, inout Record) -> Void

    /// The field at `keyPath`, named `name`.
    public init<Value: Equatable & Sendable>(_ name: String, _ keyPath: WritableKeyPath<Record, Value> & Sendable) {
        self.name = name
        differs = { $0[keyPath: keyPath] != $1[keyPath: keyPath] }
        copy = { source, target in target[keyPath: keyPath] = source[keyPath: keyPath] }
    }

    /// `theirs` with every field of `fields` that differs between `before` and `after` (a
    /// change made here) set to `after`'s value: that change made again on a version that
    /// changed elsewhere, leaving the fields it did not touch as they are there.
    ///
    /// ```swift
    /// let merged = EditableField.reapply(mine.before, mine.after, onto: current, fields: Item.editableFields)
    /// ```
    public static func reapply(_ before: Record, _ after: Record, onto theirs: Record, fields: [EditableField<Record>]) -> Record {
        var merged = theirs
        for field in fields where field.differs(before, after) { field.copy(after, &merged) }
        return merged
    }
}

extension Project {
    /// The fields people edit: everything but the id, the dates and the version, which the
    /// reducers keep (``EditableField``).
    public static let editableFields: [EditableField<Project>] = [
        EditableField("title", \.title), EditableField("units", \.units), EditableField("frequency", \.frequency),
        EditableField("target", \.target),
    ]
}

extension Item {
    /// The fields people edit: everything but the id and the version (``EditableField``).
    public static let editableFields: [EditableField<Item>] = [
        EditableField("projectID", \.projectID), EditableField("amount", \.amount), EditableField("timestamp", \.timestamp),
        EditableField("notes", \.notes),
    ]
}
