import AppStorage
import Foundation

/// Where a PostgreSQL database is, read from a libpq-style URL:
/// `postgres://user[:password]@host[:port]/dbname[?sslmode=…&host=/socket/folder]`
/// (`postgresql://` too).
///
/// The password comes from the URL, else `PGPASSWORD`, else the password file
/// (`PGPASSFILE`, else `~/.pgpass`), as libpq finds it. ``description`` never contains it:
/// every message and log line uses that form. The certificates come from the URL's
/// `sslrootcert`, `sslcert` and `sslkey`, else `PGSSLROOTCERT`, `PGSSLCERT` and
/// `PGSSLKEY`, else `~/.postgresql/root.crt`, `postgresql.crt` and `postgresql.key` when
/// those files exist, as libpq finds them; `sslmode` also comes from `PGSSLMODE`.
///
/// ```swift
/// let location = try PostgresLocation(parsing: "postgres://tom@db.example:5432/udf?sslmode=require")
/// print(location)    // postgres://tom@db.example:5432/udf
/// ```
public struct PostgresLocation: Sendable, Equatable, CustomStringConvertible {
    /// How the connection is encrypted: libpq's `sslmode`.
    public enum TLSMode: String, Sendable {
        /// Never.
        case disable
        /// When the server offers it, without checking its certificate (libpq's default).
        case prefer
        /// Always, without checking the certificate.
        case require
        /// Always, checking that a trusted authority signed the certificate.
        case verifyCA = "verify-ca"
        /// Always, checking the certificate (as `verify-ca`) and that it names the host.
        case verifyFull = "verify-full"

        /// Whether the server's certificate is checked.
        var verifies: Bool { self == .verifyCA || self == .verifyFull }
    }

    /// The host name or address, or the folder of a Unix socket (it starts with `/`).
    public var host: String
    /// The port (5432 by default); with a Unix socket, the number in the socket's name.
    public var port: Int
    /// The user name (`PGUSER`, else `USER`, when the URL has none).
    public var user: String
    /// The password, if any: never printed.
    var password: String?
    /// The database name (the user name when the URL has none).
    public var database: String
    /// Encryption, for a TCP connection.
    public var tlsMode: TLSMode
    /// libpq's `options` parameter, sent to the server at start-up (such as
    /// `-c search_path=tests`).
    public var options: String?
    /// The file of the authorities trusted to sign the server's certificate (PEM), for
    /// `verify-ca` and `verify-full`; nil trusts the system's authorities.
    public var rootCertificateFile: String?
    /// The client's certificate (PEM), for a server that asks for one; nil sends none.
    public var certificateFile: String?
    /// The private key of ``certificateFile`` (PEM).
    public var keyFile: String?
    /// How long a writer waits for another program's write to end, in seconds (the
    /// command line's `--busy-timeout`); a wait past it fails with
    /// ``AppStorage/StorageError/locked(path:seconds:)``. 2 by default, as on SQLite.
    public var lockTimeout: Double = 2

    /// Whether `text` names a PostgreSQL database rather than a file.
    public static func isURL(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    /// Reads a URL; `environment` gives `PGPASSWORD`, `PGPASSFILE`, `PGUSER` and `HOME`.
    ///
    /// - Throws: ``AppStorage/StorageError/failed(path:detail:)`` naming what is wrong,
    ///   with the URL shown without its password.
    public init(parsing text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(StorageError) {
        let shown = Self.redacting(text)
        guard Self.isURL(text), let components = URLComponents(string: text) else {
            throw .failed(path: shown, detail: "not a PostgreSQL URL (postgres://user@host:port/dbname)")
        }
        let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        for name in query.keys where !Self.parameters.contains(name) {
            throw .failed(path: shown, detail: "unknown parameter '\(name)'")
        }
        user = components.user.flatMap { $0.removingPercentEncoding } ?? query["user"] ?? environment["PGUSER"] ?? environment["USER"] ?? "postgres"
        host = query["host"] ?? components.host.flatMap { $0.removingPercentEncoding }.flatMap { $0.isEmpty ? nil : $0 } ?? "localhost"
        guard let port = query["port"].map({ Int($0) }) ?? components.port ?? 5432, (1...65_535).contains(port) else {
            throw .failed(path: shown, detail: "the port is not a number between 1 and 65535")
        }
        self.port = port
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        database = query["dbname"] ?? (path.isEmpty ? user : path.removingPercentEncoding ?? path)
        guard let mode = TLSMode(rawValue: query["sslmode"] ?? environment["PGSSLMODE"] ?? "prefer") else {
            throw .failed(path: shown, detail: "sslmode must be disable, prefer, require, verify-ca or verify-full")
        }
        tlsMode = mode
        options = query["options"]
        let defaults = environment["HOME"].map { $0 + "/.postgresql/" }
        func file(_ parameter: String, _ variable: String, _ name: String) -> String? {
            query[parameter] ?? environment[variable] ?? defaults.map { $0 + name }.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
        }
        rootCertificateFile = file("sslrootcert", "PGSSLROOTCERT", "root.crt")
        certificateFile = file("sslcert", "PGSSLCERT", "postgresql.crt")
        keyFile = file("sslkey", "PGSSLKEY", "postgresql.key")
        if rootCertificateFile == "system" { rootCertificateFile = nil }
        password = components.password.flatMap { $0.removingPercentEncoding } ?? query["password"] ?? environment["PGPASSWORD"]
            ?? PasswordFile.password(host: host, port: port, database: database, user: user, environment: environment)
    }

    /// The parameters a URL may have.
    private static let parameters: Set = [
        "sslmode", "sslrootcert", "sslcert", "sslkey", "host", "port", "user", "password", "dbname", "options", "application_name", "connect_timeout",
    ]

    /// Whether ``host`` is the folder of a Unix socket.
    public var isUnixSocket: Bool { host.hasPrefix("/") }

    /// The path of the Unix socket: `host/.s.PGSQL.port`.
    var socketPath: String { "\(host)/.s.PGSQL.\(port)" }

    /// The URL without its password, for messages: `postgres://user@host:port/dbname`.
    public var description: String {
        if isUnixSocket {
            return "postgres://\(user)@/\(database)?host=\(host)" + (port == 5432 ? "" : "&port=\(port)")
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "postgres://\(user)@\(shownHost):\(port)/\(database)"
    }

    /// `text` with the password of its URL (between `user:` and `@`) and any `password=`
    /// parameter replaced by `***`: what a message may show of a URL that could not be read.
    public static func redacting(_ text: String) -> String {
        var shown = text
        if let scheme = shown.range(of: "://"), let at = shown[scheme.upperBound...].lastIndex(of: "@"),
           let colon = shown[scheme.upperBound..<at].firstIndex(of: ":") {
            shown.replaceSubrange(shown.index(after: colon)..<at, with: "***")
        }
        if let parameter = shown.range(of: "password=") {
            let end = shown[parameter.upperBound...].firstIndex(of: "&") ?? shown.endIndex
            shown.replaceSubrange(parameter.upperBound..<end, with: "***")
        }
        return shown
    }
}

/// libpq's password file: lines `host:port:database:user:password`, `*` matching anything,
/// used only when no other program can read it (mode 0600), as libpq does.
enum PasswordFile {
    static func password(host: String, port: Int, database: String, user: String, environment: [String: String]) -> String? {
        guard let path = environment["PGPASSFILE"] ?? environment["HOME"].map({ $0 + "/.pgpass" }),
              let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let mode = attributes[.posixPermissions] as? Int, mode & 0o077 == 0,
              let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let shownHost = host.hasPrefix("/") ? "localhost" : host
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = split(line)
            guard fields.count == 5 else { continue }
            let wanted = [shownHost, String(port), database, user]
            if zip(fields.prefix(4), wanted).allSatisfy({ $0 == "*" || $0 == $1 }) { return fields[4] }
        }
        return nil
    }

    /// The fields of a line, `:` separated, with `\:` and `\\` escaped.
    private static func split(_ line: Substring) -> [String] {
        var fields: [String] = [], field = "", escaped = false
        for character in line {
            if escaped {
                field.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ":" {
                fields.append(field)
                field = ""
            } else {
                field.append(character)
            }
        }
        fields.append(field)
        return fields
    }
}
