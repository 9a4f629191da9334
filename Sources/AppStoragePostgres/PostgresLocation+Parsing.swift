import AppStorage
import Foundation

extension PostgresLocation {
    /// Reads a URL as libpq does (``PostgresURL``), filling what it leaves out from
    /// `environment` (libpq's variables, `USER` and `HOME`).
    ///
    /// - Throws: ``AppStorage/StorageError/failed(path:detail:)`` in one line saying what is
    ///   wrong and what to write instead, with the URL shown without any password
    ///   (``redacting(_:)``).
    public init(parsing text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(StorageError) {
        do throws(PostgresURL.Problem) {
            self = try Self(Parameters(url: PostgresURL(text).parameters, environment: environment))
        } catch {
            throw .failed(path: Self.redacting(text), detail: error.detail)
        }
    }

    /// The libpq parameters udf-tui follows; a URL with any other that libpq knows is refused.
    public static let supportedParameters: Set = [
        "host", "port", "dbname", "user", "password", "passfile", "options", "application_name", "fallback_application_name",
        "connect_timeout", "keepalives", "keepalives_idle", "keepalives_interval", "keepalives_count", "tcp_user_timeout",
        "sslmode", "sslrootcert", "sslcert", "sslkey", "client_encoding", "target_session_attrs",
    ]

    private init(_ parameters: Parameters) throws(PostgresURL.Problem) {
        try parameters.refuseUnsupported()
        host = try parameters.host()
        port = try parameters.integer("port", "PGPORT", in: 1...65_535, otherwise: "the port is not a number between 1 and 65535") ?? 5432
        user = parameters.nonEmpty("user", "PGUSER") ?? parameters.environment["USER"] ?? ProcessInfo.processInfo.userName
        database = parameters.nonEmpty("dbname", "PGDATABASE") ?? user
        tlsMode = try parameters.tlsMode()
        options = parameters.nonEmpty("options", "PGOPTIONS")
        applicationName = parameters.nonEmpty("application_name", "PGAPPNAME") ?? parameters.nonEmpty("fallback_application_name") ?? "udf-tui"
        let timeout = "connect_timeout must be a whole number of seconds, 1 or more (udf-tui never waits for ever)"
        connectTimeout = max(2, try parameters.integer("connect_timeout", "PGCONNECT_TIMEOUT", in: 1...86_400, otherwise: timeout) ?? 5)
        keepalive = try parameters.keepalive()
        rootCertificateFile = parameters.file("sslrootcert", "PGSSLROOTCERT", "root.crt")
        certificateFile = parameters.file("sslcert", "PGSSLCERT", "postgresql.crt")
        keyFile = parameters.file("sslkey", "PGSSLKEY", "postgresql.key")
        if rootCertificateFile == "system" { rootCertificateFile = nil }
        password = parameters.url["password"] ?? parameters.environment["PGPASSWORD"]
        if password?.isEmpty != false {
            let path = parameters.nonEmpty("passfile", "PGPASSFILE") ?? parameters.environment["HOME"].map { $0 + "/.pgpass" }
            let found = path.map { PasswordFile(path: $0).password(host: host, port: port, database: database, user: user) }
            password = found?.password
            passwordFileProblem = found?.problem
        }
    }

    /// The socket folder libpq uses when no host is given: Debian's, else the usual `/tmp`.
    static var defaultSocketFolder: String {
        FileManager.default.fileExists(atPath: "/var/run/postgresql") ? "/var/run/postgresql" : "/tmp"
    }
}

/// A URL's parameters and the environment, looked up as libpq's `conninfo_add_defaults`
/// does: the URL's value (even empty), else the variable's.
private struct Parameters {
    let url: [String: String]
    let environment: [String: String]

    func value(_ keyword: String, _ variable: String? = nil) -> String? {
        url[keyword] ?? variable.flatMap { environment[$0] }
    }

    /// The value, nil when empty: libpq takes an empty host, port, user… as not given.
    func nonEmpty(_ keyword: String, _ variable: String? = nil) -> String? {
        value(keyword, variable).flatMap { $0.isEmpty ? nil : $0 }
    }

    func refuseUnsupported() throws(PostgresURL.Problem) {
        for name in url.keys.sorted() where !PostgresLocation.supportedParameters.contains(name) {
            let instead = ["hostaddr": ": give the address as the host", "service": ": write the service's parameters in the URL"][name]
            throw PostgresURL.Problem(detail: "udf-tui does not support libpq's parameter '\(name)'" + (instead ?? ": remove it"))
        }
        if let encoding = url["client_encoding"], !["utf8", "utf-8", "unicode", "auto"].contains(encoding.lowercased()) {
            throw PostgresURL.Problem(detail: "udf-tui talks UTF-8 to the server: remove client_encoding=\(encoding)")
        }
        if let attributes = url["target_session_attrs"], attributes != "any" {
            throw PostgresURL.Problem(detail: "udf-tui connects to one server: target_session_attrs may only be 'any'")
        }
    }

    func host() throws(PostgresURL.Problem) -> String {
        let host = nonEmpty("host", "PGHOST") ?? PostgresLocation.defaultSocketFolder
        let ports = nonEmpty("port", "PGPORT") ?? ""
        if host.contains(",") || ports.contains(",") {
            throw PostgresURL.Problem(detail: "udf-tui connects to one server: give one host (several were given)")
        }
        return host
    }

    /// A whole number as libpq's `parse_int_param` reads it (spaces around it, a sign),
    /// within `range`; nil when not given.
    func integer(_ keyword: String, _ variable: String? = nil, in range: ClosedRange<Int>, otherwise problem: String) throws(PostgresURL.Problem) -> Int? {
        guard let text = nonEmpty(keyword, variable) else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let number = Int(trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed), range.contains(number) else {
            throw PostgresURL.Problem(detail: problem)
        }
        return number
    }

    func tlsMode() throws(PostgresURL.Problem) -> PostgresLocation.TLSMode {
        let text = value("sslmode", "PGSSLMODE") ?? "prefer"
        guard text != "allow" else { throw PostgresURL.Problem(detail: "sslmode=allow is not supported: use prefer (TLS when the server offers it) or disable") }
        guard let mode = PostgresLocation.TLSMode(rawValue: text) else {
            throw PostgresURL.Problem(detail: "sslmode must be disable, prefer, require, verify-ca or verify-full")
        }
        return mode
    }

    func keepalive() throws(PostgresURL.Problem) -> PostgresLocation.Keepalive {
        var keepalive = PostgresLocation.Keepalive()
        func number(_ keyword: String, _ defaultValue: Int) throws(PostgresURL.Problem) -> Int {
            try integer(keyword, in: 0...Int(Int32.max), otherwise: "\(keyword) must be a whole number, 0 or more") ?? defaultValue
        }
        keepalive.enabled = try number("keepalives", 1) != 0
        keepalive.idle = try number("keepalives_idle", keepalive.idle)
        keepalive.interval = try number("keepalives_interval", keepalive.interval)
        keepalive.count = try number("keepalives_count", keepalive.count)
        keepalive.userTimeout = try number("tcp_user_timeout", keepalive.userTimeout)
        return keepalive
    }

    /// A certificate's file: the URL's, the variable's, else the file of that name in
    /// `~/.postgresql` when it exists.
    func file(_ keyword: String, _ variable: String, _ name: String) -> String? {
        nonEmpty(keyword, variable) ?? environment["HOME"].map { $0 + "/.postgresql/" + name }.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
    }
}
