extension PostgresURL {
    /// `text` as a message may show it, whatever its shape, readable by libpq or not: the
    /// password after `user:` is `***`, so is a port that is not a number (`user:pw/db`
    /// without a host reads as host `user`, port `pw`), the value of every query parameter
    /// but those known to hold no secret (so `?PASSWORD=`, `?pass=`, a repeated `password=`
    /// are all hidden), a query field without `=` or with an `@`, and the whole of a `user@`
    /// part that has `?`, `&` or `=` in it.
    ///
    /// ```swift
    /// PostgresURL.redacting("postgres://tom:s3cret@db/udf?sslmode=require&pass=x")
    /// // "postgres://tom:***@db/udf?sslmode=require&pass=***"
    /// ```
    static func redacting(_ text: String) -> String {
        // Unicode scalars, not characters: the reader splits the URL's bytes, so a `:` or an
        // `@` followed by a combining mark must still count as one (a fuzzer's finding).
        let all = Substring(text).unicodeScalars
        let schemeEnd = all.firstRange(of: "://".unicodeScalars)?.upperBound ?? all.startIndex
        var rest = all[schemeEnd...]
        var shown = String(all[..<schemeEnd])
        if let at = rest.firstIndex(where: { $0 == "@" || $0 == "/" }), rest[at] == "@" {
            shown += redactedCredentials(rest[..<at]) + "@"
            rest = rest[rest.index(after: at)...]
        }
        let hostsEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
        shown += rest[..<hostsEnd].split(separator: ",", omittingEmptySubsequences: false).map(redactedHost).joined(separator: ",")
        rest = rest[hostsEnd...]
        let queryStart = rest.firstIndex(of: "?") ?? rest.endIndex
        shown += String(rest[..<queryStart])
        guard queryStart < rest.endIndex else { return shown }
        let query = rest[rest.index(after: queryStart)...]
        return shown + "?" + query.split(separator: "&", omittingEmptySubsequences: false).map(redactedField).joined(separator: "&")
    }

    /// A run of the URL's unicode scalars.
    private typealias Scalars = Substring.UnicodeScalarView

    /// `user` as it is, `user:***` with a password, `***` when it looks like anything else.
    private static func redactedCredentials(_ credentials: Scalars) -> String {
        let user = credentials.prefix { $0 != ":" }
        if user.contains(where: { "?&=#".unicodeScalars.contains($0) }) { return "***" }
        return user.count == credentials.count ? String(user) : String(user) + ":***"
    }

    /// `host:port`, the port replaced by `***` unless it is digits.
    private static func redactedHost(_ entry: Scalars) -> String {
        let hostEnd: Scalars.Index
        if entry.first == "[", let bracket = entry.firstIndex(of: "]") {
            hostEnd = entry.index(after: bracket)
        } else {
            hostEnd = entry.firstIndex(of: ":") ?? entry.endIndex
        }
        let port = entry[hostEnd...].dropFirst()
        guard hostEnd < entry.endIndex, !port.allSatisfy(\.isASCIIDigitOrSpace) else { return String(entry) }
        return String(entry[..<hostEnd]) + ":***"
    }

    /// `name=value` with the value as it is for a parameter that holds no secret, else `***`;
    /// `***` for a field with an `@`: once an earlier field with a `/` is hidden, libpq would
    /// read everything before that `@` as `user:password` (a fuzzer's finding).
    private static func redactedField(_ field: Scalars) -> String {
        if field.contains("@") { return "***" }
        guard let equals = field.firstIndex(of: "=") else { return field.isEmpty ? "" : "***" }
        let name = String(field[..<equals])
        let decoded = (try? decode(ArraySlice(name.utf8), part: "")) ?? name
        return shownParameters.contains(decoded.lowercased()) ? String(field) : name + "=***"
    }

    /// The query parameters whose values a message may show: none of them is a secret.
    private static let shownParameters: Set = knownParameters.subtracting(["password", "sslpassword"]).union(["ssl", "requiressl"])
}

private extension Unicode.Scalar {
    var isASCIIDigitOrSpace: Bool { ("0"..."9").contains(self) || self == " " || self == "+" }
}
