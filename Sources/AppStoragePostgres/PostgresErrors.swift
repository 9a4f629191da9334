import AppStorage
import PostgresNIO

/// An update or deletion found no row, or a row was not as memory had it: another program
/// changed it. The transaction is rolled back.
struct RowsChangedElsewhere: Error {}

/// Two kept rows are too close together for the rows that go between them; the replacement
/// is then written by renumbering the table.
struct NoRoomBetweenRows: Error {}

/// The connection closed while a query waited for its answer (the server went away).
struct ConnectionClosedMeanwhile: Error {}

/// The URL's TLS settings cannot be used: a certificate or key file cannot be read, or
/// `verify-full` names the server by an address.
struct TLSSetupProblem: Error {
    /// What is wrong, naming the parameter and the file.
    var detail: String
}

/// Turns what postgres-nio and the server say into the ``AppStorage/StorageError`` cases
/// people can act on, as the SQLite side does, each one line that names the database by
/// its URL *without* the password.
enum PostgresErrors {
    static func storageError(_ error: any Error, location: PostgresLocation) -> StorageError {
        let path = location.description
        if let error = error as? StorageError { return error }
        if error is RowsChangedElsewhere { return .changedElsewhere(path: path) }
        if let error = error as? UnreadableRow { return error.storageError(path: path) }
        if error is PostgresDecodingError { return .damaged(path: path, detail: "a row has a value of the wrong type") }
        if let error = error as? TLSSetupProblem { return .failed(path: path, detail: error.detail) }
        if error is ConnectionClosedMeanwhile { return .failed(path: path, detail: "cannot reach the server (the connection closed)") }
        guard let error = error as? PSQLError else {
            return .failed(path: path, detail: StorageError.firstLine(String(describing: error)))
        }
        switch error.code {
        case .server:
            return serverError(error, location: location)
        case .connectionError where error.underlying is NIOSSLError || error.underlying is NIOSSLExtraError:
            return .failed(path: path, detail: tlsReason(error.underlying, location: location))
        case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown:
            return .failed(path: path, detail: "cannot reach the server (\(reason(error.underlying, location: location)))")
        case .authMechanismRequiresPassword:
            return .failed(path: path, detail: "the server asks for a password: set PGPASSWORD or use ~/.pgpass")
        case .sslUnsupported:
            return .failed(path: path, detail: "the server does not offer TLS (sslmode=\(location.tlsMode.rawValue))")
        case .failedToAddSSLHandler, .receivedUnencryptedDataAfterSSLRequest:
            return .failed(path: path, detail: "TLS with the server failed")
        default:
            return .failed(path: path, detail: "PostgreSQL error (\(error.code))")
        }
    }

    /// Why a connection failed, in a few words: SwiftNIO's own text is long and nested.
    private static func reason(_ underlying: (any Error)?, location: PostgresLocation) -> String {
        let text = underlying.map { String(describing: $0) } ?? ""
        let reasons = [("Connection refused", "connection refused"), ("No such file", "no server socket at \(location.socketPath)"),
                       ("connectTimeout", "no answer within 5 s"), ("Timeout", "no answer within 5 s"),
                       ("NXDOMAIN", "unknown host \(location.host)"), ("resolve", "unknown host \(location.host)"),
                       ("Network is unreachable", "network unreachable"), ("No route to host", "no route to host"),
                       ("Permission denied", "permission denied"),
                       ("Connection reset by peer", "the connection was reset"), ("Broken pipe", "the connection closed")]
        return reasons.first { text.contains($0.0) }?.1 ?? (text.isEmpty ? "the connection closed" : StorageError.firstLine(text))
    }

    /// Why the TLS handshake failed, in a few words.
    private static func tlsReason(_ underlying: (any Error)?, location: PostgresLocation) -> String {
        let text = underlying.map { String(describing: $0) } ?? ""
        if text.contains("CERTIFICATE_VERIFY_FAILED") {
            let authorities = location.rootCertificateFile.map { "the authorities of \($0)" } ?? "this system's authorities (set sslrootcert or PGSSLROOTCERT)"
            return "the server's TLS certificate is not signed by \(authorities)"
        }
        if text.contains("hostname") || text.contains("Hostname") {
            return "the server's TLS certificate does not name \(location.host)"
        }
        return "TLS with the server failed"
    }

    /// An error the server reported, by its SQLSTATE.
    private static func serverError(_ error: PSQLError, location: PostgresLocation) -> StorageError {
        let path = location.description
        let state = error.serverInfo?[.sqlState] ?? ""
        let message = StorageError.firstLine(error.serverInfo?[.message] ?? "server error \(state)")
        switch state {
        case let state where state.hasPrefix("23"):    // integrity constraint violation
            return .changedElsewhere(path: path)
        case "53100":
            return .diskFull(path: path)
        case "25006", "42501":                         // read-only transaction, no privilege
            return .readOnly(path: path)
        case "55P03":                                  // lock not available: lock_timeout passed
            return .locked(path: path, seconds: location.lockTimeout)
        case "40001", "40P01":                         // serialization failure, deadlock
            return .locked(path: path, seconds: 0)
        case "28P01", "28000":
            return .failed(path: path, detail: "the server refused the login of '\(location.user)' (\(message))")
        case "3D000":
            return .failed(path: path, detail: "the database '\(location.database)' does not exist on the server")
        default:
            return .failed(path: path, detail: message)
        }
    }
}
