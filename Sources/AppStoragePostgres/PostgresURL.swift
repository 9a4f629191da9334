/// A `postgres://` or `postgresql://` URL read exactly as libpq reads it
/// (`conninfo_uri_parse_options` in its `fe-connect.c`): the connection parameters it names,
/// each percent-decoded once, by libpq's keyword.
///
/// `postgresql://[user[:password]@][host][:port][,…][/dbname][?name=value[&…]]`: what comes
/// before the first `@` that precedes any `/` is the user and password; a host in brackets is
/// an IPv6 address; query parameters override the parts before them, the last of a repeated
/// one wins; `ssl=true` means `sslmode=require` and `requiressl` is `sslmode` as libpq has it.
/// A part given empty is left out, but an empty query value is kept (`?password=` is an empty
/// password, which libpq then looks up in the password file). Apart from the standard library,
/// this file needs nothing (Fuzz/ builds it alone).
///
/// ```swift
/// let url = try PostgresURL("postgres://tom:pa%2541ss@[::1]:6543/udf?sslmode=require")
/// url.parameters["password"]    // "pa%41ss"
/// url.parameters["host"]        // "::1"
/// ```
struct PostgresURL: Equatable {
    /// The parameters by libpq keyword (`user`, `password`, `host`, `port`, `dbname`, and
    /// any query parameter), percent-decoded.
    var parameters: [String: String] = [:]

    /// What is wrong with a URL, in words that never repeat a value from it (a value may be
    /// a password); only a parameter's name is quoted.
    struct Problem: Error, Equatable {
        var detail: String
    }

    /// The two prefixes libpq recognises, lower case only.
    static let schemes = ["postgresql://", "postgres://"]

    /// Reads `text`. - Throws: a ``Problem`` when libpq would refuse it too.
    init(_ text: String) throws(Problem) {
        let bytes = Array(text.utf8)
        guard let scheme = Self.schemes.first(where: { text.hasPrefix($0) }) else {
            throw Problem(detail: "not a PostgreSQL URL, which begins postgres:// or postgresql:// in lower case (postgres://user@host:port/dbname)")
        }
        var reader = Reader(bytes: bytes, position: scheme.utf8.count)
        try reader.readCredentials(into: &self)
        let end = try reader.readHosts(into: &self)
        if end == UInt8(ascii: "/") {
            reader.position += 1
            let name = reader.take(until: [UInt8(ascii: "?")])
            try store("dbname", name, part: "the database name")
        }
        if reader.position < bytes.count {
            reader.position += 1    // the "?"
            try readQuery(bytes[reader.position...])
        }
    }

    /// Stores a part of the URL before its query, decoded, unless it is empty.
    mutating func store(_ keyword: String, _ raw: ArraySlice<UInt8>, part: String) throws(Problem) {
        guard !raw.isEmpty else { return }
        parameters[keyword] = try Self.decode(raw, part: part)
    }

    /// `name=value&…`, as libpq's `conninfo_uri_parse_params`.
    private mutating func readQuery(_ query: ArraySlice<UInt8>) throws(Problem) {
        for field in query.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false) where field.endIndex != query.endIndex || !field.isEmpty {
            let pieces = field.split(separator: UInt8(ascii: "="), maxSplits: 2, omittingEmptySubsequences: false)
            guard pieces.count == 2 else {
                let name = try? Self.decode(pieces[0], part: "")
                let shown = name.map { Self.knownParameters.contains($0) ? " '\($0)'" : "" } ?? ""
                throw Problem(detail: pieces.count == 1
                    ? "a parameter\(shown) has no '=' (write name=value, and '=' within a value as %3D)"
                    : "a parameter\(shown) has a second '=' (write '=' within a value as %3D)")
            }
            let name = try Self.decode(pieces[0], part: "a parameter's name")
            let value = try Self.decode(pieces[1], part: "the value of '\(name)'")
            switch name {
            case "ssl" where value == "true": parameters["sslmode"] = "require"
            case "requiressl": parameters["sslmode"] = value.hasPrefix("1") ? "require" : "prefer"
            case _ where Self.knownParameters.contains(name): parameters[name] = value
            default: throw Problem(detail: Self.unknown(name))
            }
        }
    }

    /// What to say of a parameter libpq does not know.
    private static func unknown(_ name: String) -> String {
        let lower = name.lowercased()
        if lower != name, knownParameters.contains(lower) { return "unknown parameter '\(name)': parameter names are lower case ('\(lower)')" }
        if lower.contains("pass") || lower.contains("pwd") { return "unknown parameter '\(name)': the password is 'password', or user:password@ before the host" }
        return "unknown parameter '\(name)' (libpq refuses it too)"
    }

    /// Every keyword libpq 15 knows: what the URL may name. Those udf-tui does not follow are
    /// refused afterwards with their own message, never ignored.
    static let knownParameters: Set = [
        "service", "user", "password", "passfile", "channel_binding", "connect_timeout", "dbname", "host", "hostaddr", "port",
        "client_encoding", "options", "application_name", "fallback_application_name", "keepalives", "keepalives_idle",
        "keepalives_interval", "keepalives_count", "tcp_user_timeout", "sslmode", "sslcompression", "sslcert", "sslkey",
        "sslpassword", "sslrootcert", "sslcrl", "sslcrldir", "sslsni", "requirepeer", "ssl_min_protocol_version",
        "ssl_max_protocol_version", "gssencmode", "krbsrvname", "gsslib", "replication", "target_session_attrs",
    ]

    /// Percent-decodes `raw` once, as libpq's `conninfo_uri_decode`: `%` must be followed by
    /// two hexadecimal digits and may not encode a zero byte; the result must be UTF-8 text.
    static func decode(_ raw: ArraySlice<UInt8>, part: String) throws(Problem) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            guard raw[index] == UInt8(ascii: "%") else {
                decoded.append(raw[index])
                index += 1
                continue
            }
            guard index + 2 < raw.endIndex, let high = hexValue(raw[index + 1]), let low = hexValue(raw[index + 2]) else {
                throw Problem(detail: "a '%' in \(part) is not followed by two hexadecimal digits (write % itself as %25)")
            }
            guard high != 0 || low != 0 else { throw Problem(detail: "\(part) has %00, which libpq forbids") }
            decoded.append(high << 4 | low)
            index += 3
        }
        guard let text = String(validating: decoded, as: UTF8.self) else {
            throw Problem(detail: "\(part) is not UTF-8 text once percent-decoded")
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
