import AppStorage
import Foundation
import PostgresNIO

/// Why a connection could not be made or was lost, in one line that says what to check:
/// SwiftNIO's and BoringSSL's own texts (nested, with error numbers and library internals)
/// are never shown.
enum ConnectionFailure {
    /// The detail of the message for `error` (what postgres-nio found under the failure).
    static func reason(_ error: (any Error)?, location: PostgresLocation) -> String {
        let unreachable = "cannot reach the server"
        switch error {
        case nil:
            return "\(unreachable) (the connection closed)"
        case let error as TLSSetupProblem:
            return error.detail
        case let error as NIOConnectionError:
            if let first = error.connectionErrors.first { return reason(first.error, location: location) }
            return "unknown host '\(location.host)': its name does not resolve (check the URL's host)"
        case let error as IOError:
            return "\(unreachable) (\(words(for: error.errnoCode, location: location)))"
        case let error as ChannelError:
            if case .connectTimeout = error {
                return "\(unreachable) (no answer within \(location.connectTimeout) s; is the host right and the server running? connect_timeout sets the wait)"
            }
            return "\(unreachable) (the connection closed)"
        case let error? where error is NIOSSLError || error is NIOSSLExtraError || error is BoringSSLError:
            return tls(String(describing: error), location: location)
        case let error?:
            return "\(unreachable) (\(String(describing: type(of: error))))"
        }
    }

    /// What an `errno` of a failed connection means to the person who gave the URL.
    private static func words(for code: CInt, location: PostgresLocation) -> String {
        switch code {
        case ECONNREFUSED: "connection refused: no server listens at \(location.isUnixSocket ? location.socketPath : "\(location.host) port \(location.port)")"
        case ENOENT: "no server socket at \(location.socketPath)"
        case ETIMEDOUT: "no answer: the host or the network does not respond"
        case ENETUNREACH: "network unreachable"
        case EHOSTUNREACH: "no route to host \(location.host)"
        case EACCES, EPERM: "permission denied"
        case ECONNRESET: "the connection was reset"
        case EPIPE: "the connection closed"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// Why the TLS handshake failed, from BoringSSL's reason codes.
    private static func tls(_ text: String, location: PostgresLocation) -> String {
        if text.contains("CERTIFICATE_VERIFY_FAILED") {
            let authorities = location.rootCertificateFile.map { "the authorities of \($0)" } ?? "this system's authorities (set sslrootcert or PGSSLROOTCERT)"
            return "the server's TLS certificate is not signed by \(authorities)"
        }
        if text.lowercased().contains("hostname") {
            return "the server's TLS certificate does not name \(location.host)"
        }
        if text.contains("WRONG_VERSION_NUMBER") || text.contains("PACKET_LENGTH_TOO_LONG") {
            return "the server at \(location.host) port \(location.port) does not answer TLS as PostgreSQL does (is it the right port?)"
        }
        return "TLS with the server failed (sslmode=\(location.tlsMode.rawValue); check its certificate and the URL's ssl parameters)"
    }
}
