/// What every record of the data holds, whoever wrote it: the rules a record restored from a
/// backup (``ProjectAction/projectRestored(_:)``…) or read from a database must pass. Each
/// throws the first ``AppError`` that refuses the record, and returns if it is sound.
///
/// They are the rules the program's arithmetic, calendars and storage rely on — numbers and
/// dates that exist, versions that count, items that belong somewhere. The rules of *new
/// text* (no control characters, length limits, trimming) are not among them: a record an
/// earlier release wrote, before those rules, may break them and is still sound (every screen
/// and command shows such text escaped); ``textProblem`` names what breaks them, for
/// `udf-tui check`.
///
/// Records made by AppCore's own actions always pass; a row written by hand in `sqlite3` or
/// `psql` may not (a NaN amount, an infinite date), and storage refuses it by name rather
/// than letting it reach a screen or a backup.
///
/// ```swift
/// try item.validate()    // AppError.amountNotFinite for an amount of NaN
/// ```
extension Project {
    /// Refuses a title that is blank, a version below 1, dates outside the years 1 to 9999 or
    /// updated before created, and a target that is not positive.
    public func validate() throws(AppError) {
        guard !Validate.trimmed(title).isEmpty else { throw .titleEmpty }
        guard version >= 1 else { throw .versionNotPositive }
        try Validate.timestamp(createdAt)
        try Validate.timestamp(updatedAt)
        guard updatedAt >= createdAt else { throw .updatedBeforeCreated }
        try target?.validate()
    }

    /// What the title or units break of the rules of new text (a control character, a
    /// length), or nil.
    public var textProblem: AppError? {
        do throws(AppError) {
            try Validate.title(title)
            try Validate.units(units)
            return nil
        } catch {
            return error
        }
    }
}

extension Item {
    /// Refuses an amount that is not finite or beyond ``maximumAmount``, a timestamp outside
    /// the years 1 to 9999, and a version below 1.
    public func validate() throws(AppError) {
        try Validate.amount(amount)
        try Validate.timestamp(timestamp)
        guard version >= 1 else { throw .versionNotPositive }
    }

    /// What the notes break of the rules of new text (a control character, a length), or nil.
    public var textProblem: AppError? {
        do throws(AppError) {
            try Validate.noteText(notes)
            return nil
        } catch {
            return error
        }
    }
}

extension Activity {
    /// Refuses a start outside the years 1 to 9999.
    public func validate() throws(AppError) {
        try Validate.timestamp(startedAt)
    }
}
