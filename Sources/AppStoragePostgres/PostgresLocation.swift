import AppStorage
import Foundation

/// Where a PostgreSQL database is and how to reach it, read from a URL the way libpq reads
/// it: `postgres://user[:password]@host[:port]/dbname[?param=value&…]` (`postgresql://`
/// too), percent-decoded once, an IPv6 host in brackets, the parameters libpq knows and
/// udf-tui follows (``supportedParameters``), and libpq's environment variables (`PGHOST`,
/// `PGPORT`, `PGDATABASE`, `PGUSER`, `PGPASSWORD`, `PGPASSFILE`, `PGOPTIONS`, `PGAPPNAME`,
/// `PGCONNECT_TIMEOUT`, `PGSSLMODE`, `PGSSLROOTCERT`, `PGSSLCERT`, `PGSSLKEY`) for what the
/// URL leaves out. A parameter libpq knows and udf-tui does not follow is refused with a
/// message, never ignored.
///
/// The password comes from the URL, else `PGPASSWORD`, else the password file
/// (`passfile`, `PGPASSFILE`, else `~/.pgpass`) when it is still empty, as libpq finds it.
/// ``description`` never contains it: every message and log line uses that form.
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

    /// TCP keepalives, libpq's `keepalives`, `keepalives_idle`, `keepalives_interval`,
    /// `keepalives_count` and `tcp_user_timeout`: how a connection to a peer that vanished
    /// (a machine off, a network gone) is found dead while it waits, the listening one
    /// included, which may otherwise wait hours for a notification that cannot come.
    ///
    /// ```swift
    /// let location = try PostgresLocation(parsing: "postgres://tom@db/udf?keepalives_idle=60")
    /// location.keepalive.idle    // 60; interval 10 s, 3 probes
    /// ```
    public struct Keepalive: Sendable, Equatable {
        /// Whether keepalives are sent at all (`keepalives=0` turns them off).
        public var enabled = true
        /// Seconds of silence before the first probe: 30 by default (the system's is 2 hours).
        public var idle = 30
        /// Seconds between probes.
        public var interval = 10
        /// Probes unanswered before the connection is dropped.
        public var count = 3
        /// Milliseconds sent data may stay unacknowledged before the connection is dropped;
        /// 0 leaves the system's default.
        public var userTimeout = 0
    }

    /// The host name or address, or the folder of a Unix socket (it starts with `/`).
    public var host: String
    /// The port (5432 by default); with a Unix socket, the number in the socket's name.
    public var port: Int
    /// The user name (`PGUSER`, else `USER`, when the URL has none).
    public var user: String
    /// The password, if any: never printed.
    var password: String?
    /// Why the password file was not read, when it was not (libpq warns of it): told if the
    /// server then asks for a password.
    var passwordFileProblem: String?
    /// The database name (the user name when the URL has none).
    public var database: String
    /// Encryption, for a TCP connection.
    public var tlsMode: TLSMode
    /// libpq's `options` parameter, sent to the server at start-up (such as
    /// `-c search_path=tests`).
    public var options: String?
    /// The name the server shows for the connection (`application_name`, `PGAPPNAME`,
    /// else `fallback_application_name`, else `udf-tui`).
    public var applicationName: String
    /// Seconds to connect and log in (`connect_timeout`, `PGCONNECT_TIMEOUT`): 5 by default;
    /// 2 at least, as in libpq.
    public var connectTimeout: Int
    /// How a dead peer is found.
    public var keepalive: Keepalive
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
    /// How long to wait for the server's answer to one statement, in seconds, before the
    /// connection is given up as hung (a server stopped, a machine gone): 15 by default. A
    /// statement that streams rows waits that long for each next row; one that writes an
    /// import's rows or builds an index waits eight times as long; the wait for the write
    /// lock adds ``lockTimeout``.
    public var answerTimeout: Double = 15

    /// Whether `text` names a PostgreSQL database rather than a file.
    public static func isURL(_ text: String) -> Bool {
        PostgresURL.schemes.contains { text.hasPrefix($0) }
    }

    /// `text` with every password or possible secret of a URL hidden as `***`, whatever its
    /// shape: what a message may show of a URL that could not be read.
    public static func redacting(_ text: String) -> String {
        PostgresURL.redacting(text)
    }

    /// Whether ``host`` is the folder of a Unix socket.
    public var isUnixSocket: Bool { host.hasPrefix("/") }

    /// The path of the Unix socket: `host/.s.PGSQL.port`.
    var socketPath: String { "\(host)/.s.PGSQL.\(port)" }

    /// The URL without its password, for messages: `postgres://user@host:port/dbname`.
    public var description: String {
        if isUnixSocket {
            return "postgres://\(shownUser)@/\(database)?host=\(host)" + (port == 5432 ? "" : "&port=\(port)")
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "postgres://\(shownUser)@\(shownHost):\(port)/\(database)"
    }

    /// The database's place, as the connection resolves it (the environment's `PGHOST`,
    /// `PGDATABASE`… included): host, port, database name and start-up options, with the
    /// loopback's names (`localhost`, `127.0.0.1`, `::1`) as one and the host in lower case.
    /// Neither the user, the password nor the encryption change it: `sslmode=require` added
    /// to a URL names the same place. What a sync link compares when the database has no
    /// identity yet (docs/sync.md, *Which server*).
    ///
    /// ```swift
    /// try PostgresLocation(parsing: "postgres://tom@localhost/udf").place
    ///     == PostgresLocation(parsing: "postgres://ann@127.0.0.1:5432/udf?sslmode=require").place    // true
    /// ```
    public var place: String {
        let lowered = host.lowercased()
        let shownHost = ["localhost", "127.0.0.1", "::1", "localhost.localdomain"].contains(lowered) ? "loopback" : isUnixSocket ? host : lowered
        return "\(shownHost):\(port)/\(database)" + (options.map { "?options=" + $0 } ?? "")
    }

    /// Whether `text`, read as libpq reads it, carries a password (`user:password@`, or a
    /// `password` parameter however its name is percent-encoded): what a URL that is kept in
    /// a file must not.
    public static func carriesPassword(_ text: String) -> Bool {
        (try? PostgresURL(text))?.parameters["password"].map { !$0.isEmpty } ?? false
    }

    /// The user name as messages show it: `***` when it has `?`, `&`, `=` or `:` in it, as
    /// when a password meant for a query parameter became part of it (libpq reads
    /// `postgres://host?password=pw@x` as the user `host?password=pw` on the host `x`).
    var shownUser: String {
        user.contains(where: { "?&=:".contains($0) }) ? "***" : user
    }
}
