import Foundation

extension Item {
    /// The largest magnitude an amount may have: a trillion either way. Larger amounts are
    /// typing slips, and their totals would leave the range where a `Double` adds exactly
    /// (a sum of 1e308s becomes `inf`).
    public static let maximumAmount = 1e12

    /// The longest notes an item may have, in characters (after trimming).
    public static let maximumNotesLength = 10_000

    /// The timestamps an item may have: from 0001-01-01T00:00:00Z to
    /// 9999-12-31T23:59:59.999Z, the years a four-digit ISO 8601 date can write.
    ///
    /// The bounds are as Foundation's Gregorian calendar counts them (Julian before
    /// October 1582, so year 1 starts two days before the proleptic Gregorian one), which is
    /// the calendar that reads and writes these dates in files and on the command line. The
    /// last instant is a whole millisecond, so a timestamp in range never rounds to the
    /// year 10000 when written with milliseconds.
    ///
    /// ```swift
    /// Item.timestampRange.contains(Date(timeIntervalSinceReferenceDate: 1e15))   // false
    /// ```
    public static let timestampRange = Date(timeIntervalSinceReferenceDate: -63_114_076_800)
        ... Date(timeIntervalSinceReferenceDate: 252_423_993_599.999)

    /// Whether `date` lies in ``timestampRange``; false for a NaN date, which
    /// `timestampRange.contains` would accept (it compares with `<=`, that is `!(>)`).
    public static func isWithinRange(_ date: Date) -> Bool {
        date.timeIntervalSinceReferenceDate.isFinite && timestampRange.contains(date)
    }
}
