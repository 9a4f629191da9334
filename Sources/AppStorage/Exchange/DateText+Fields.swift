extension DateText {
    /// The fields of an accepted text, read byte by byte (ASCII digits only):
    /// `YYYY-MM-DD`, then optionally `T` or a space and `HH:MM`, then optionally `:SS` and a
    /// fraction `.ddd…`, then optionally `Z` or an offset `±HH:MM` / `±HHMM`.
    struct Fields: Equatable {
        var year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0
        /// The digits after the decimal point of the seconds, if any.
        var fraction = ""
        /// The UTC offset in seconds, when the text gives one (`Z` is 0).
        var offset: Int?

        init?(_ text: String) {
            let bytes = Array(text.utf8)
            var reader = Reader(bytes: bytes)
            guard let year = reader.number(4), reader.skip("-"), let month = reader.number(2), reader.skip("-"),
                  let day = reader.number(2) else { return nil }
            (self.year, self.month, self.day) = (year, month, day)
            if reader.skip("T") || reader.skip(" ") {
                guard let hour = reader.number(2), reader.skip(":"), let minute = reader.number(2) else { return nil }
                (self.hour, self.minute) = (hour, minute)
                if reader.skip(":") {
                    guard let second = reader.number(2) else { return nil }
                    self.second = second
                    if reader.skip(".") {
                        let digits = reader.digits()
                        guard !digits.isEmpty else { return nil }
                        fraction = String(decoding: digits, as: UTF8.self)
                    }
                }
            }
            if reader.skip("Z") {
                offset = 0
            } else if let sign = reader.sign() {
                guard let hours = reader.number(2) else { return nil }
                _ = reader.skip(":")
                guard let minutes = reader.number(2), hours < 24, minutes < 60 else { return nil }
                let seconds = hours * 3_600 + minutes * 60
                guard seconds <= 18 * 3_600 else { return nil }    // as far as TimeZone(secondsFromGMT:) goes
                offset = sign * seconds
            }
            guard reader.isAtEnd else { return nil }
        }

        /// Whether the date is on or after 1582-10-15, where `Calendar`'s Gregorian calendar
        /// stops counting Julian days: from there a date is plain arithmetic.
        var isGregorianByArithmetic: Bool {
            (year, month, day) >= (1582, 10, 15)
        }

        /// Whether every field is in its range (no February 30th, no 25 o'clock, no leap
        /// second), as `Calendar` would keep it.
        var isValidDay: Bool {
            guard (1...12).contains(month), hour < 24, minute < 60, second < 60 else { return false }
            return (1...Self.days(inMonth: month, of: year)).contains(day)
        }

        /// The whole seconds since 2001-01-01 00:00 UTC of these fields read at UTC `offset`.
        func secondsSinceReferenceDate(offset: Int) -> Int64 {
            let days = Self.daysSince1970(year: year, month: month, day: day)
            let seconds = days * 86_400 + Int64(hour * 3_600 + minute * 60 + second - offset)
            return seconds - 978_307_200
        }

        static func days(inMonth month: Int, of year: Int) -> Int {
            switch month {
            case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
            case 4, 6, 9, 11: 30
            default: 31
            }
        }

        /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's
        /// `days_from_civil`).
        static func daysSince1970(year: Int, month: Int, day: Int) -> Int64 {
            let shifted = month <= 2 ? year - 1 : year
            let era = (shifted >= 0 ? shifted : shifted - 399) / 400
            let yearOfEra = shifted - era * 400
            let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
            let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
            return Int64(era * 146_097 + dayOfEra - 719_468)
        }
    }

    /// Reads ASCII from the front of a text.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var isAtEnd: Bool { index == bytes.count }

        /// Skips `character` if it comes next.
        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        /// Exactly `count` ASCII digits as a number.
        mutating func number(_ count: Int) -> Int? {
            guard bytes.count - index >= count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += count
            return value
        }

        /// All the ASCII digits that come next.
        mutating func digits() -> ArraySlice<UInt8> {
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return bytes[start..<index]
        }

        /// +1 or -1 for a sign that comes next.
        mutating func sign() -> Int? {
            if skip("+") { return 1 }
            if skip("-") { return -1 }
            return nil
        }
    }
}
