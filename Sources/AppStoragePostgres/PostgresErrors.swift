import AppStorage
import PostgresNIO

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
        if error is ConnectionClosedMeanwhile { return .unreachable(path: path, detail: "cannot reach the server (the connection closed)") }
        if let error = error as? NoAnswer {
            return .unreachable(path: path, detail: "the server did not answer within \(seconds(error.seconds)) (is it stopped or overloaded? try again once it answers)")
        }
        guard let error = error as? PSQLError else {
            return .unreachable(path: path, detail: ConnectionFailure.reason(error, location: location))
        }
        switch error.code {
        case .server:
            return serverError(error, location: location)
        case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown:
            return .unreachable(path: path, detail: ConnectionFailure.reason(error.underlying, location: location))
        case .authMechanismRequiresPassword:
            return .failed(path: path, detail: "the server asks for a password: " + (location.passwordFileProblem ?? "set PGPASSWORD or use ~/.pgpass"))
        case .sslUnsupported:
            return .failed(path: path, detail: "the server does not offer TLS (sslmode=\(location.tlsMode.rawValue))")
        case .failedToAddSSLHandler, .receivedUnencryptedDataAfterSSLRequest:
            return .failed(path: path, detail: "TLS with the server failed")
        default:
            return .failed(path: path, detail: "PostgreSQL error (\(error.code))")
        }
    }

    /// `seconds` as a message says it: `15 s`, `0.5 s`.
    static func seconds(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
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
        case "25006":                                  // read-only transaction
            return .readOnly(path: path)
        case "42501":                                  // insufficient privilege: say which
            return .failed(path: path, detail: "\(message): the tables' owner must grant it (docs/persistence.md lists the grants a team member needs)")
        case "55P03":                                  // lock not available: lock_timeout passed
            return .locked(path: path, seconds: location.lockTimeout)
        case "40001", "40P01":                         // serialization failure, deadlock
            return .locked(path: path, seconds: 0)
        case "28P01", "28000":
            let passwordFile = location.passwordFileProblem.map { "; \($0)" } ?? ""
            return .failed(path: path, detail: "the server refused the login of '\(location.shownUser)' (\(message))\(passwordFile)")
        case "3D000":
            return .failed(path: path, detail: "the database '\(location.database)' does not exist on the server")
        default:
            return .failed(path: path, detail: message)
        }
    }
}
