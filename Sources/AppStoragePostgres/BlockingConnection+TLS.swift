import AppStorage
import Foundation
import PostgresNIO

extension BlockingConnection {
    /// The TLS of `location`: libpq's `sslmode`, with its root and client certificates.
    static func tls(for location: PostgresLocation) throws -> PostgresConnection.Configuration.TLS {
        guard location.tlsMode != .disable else { return .disable }
        if location.tlsMode == .verifyFull, location.host.contains(":") || location.host.allSatisfy({ $0.isNumber || $0 == "." }) {
            throw TLSSetupProblem(detail: "sslmode=verify-full needs the server's name, as its certificate gives it, not an address (or use verify-ca)")
        }
        var tls = TLSConfiguration.makeClientConfiguration()
        switch location.tlsMode {
        case .disable, .prefer, .require:
            tls.certificateVerification = .none
        case .verifyCA:
            tls.certificateVerification = .noHostnameVerification
        case .verifyFull:
            tls.certificateVerification = .fullVerification
        }
        if location.tlsMode.verifies, let roots = location.rootCertificateFile {
            tls.trustRoots = .file(try readable(roots, "sslrootcert"))
        }
        if let certificate = location.certificateFile {
            guard let key = location.keyFile else { throw TLSSetupProblem(detail: "sslcert \(certificate) has no sslkey") }
            tls.certificateChain = try NIOSSLCertificate.fromPEMFile(readable(certificate, "sslcert")).map { .certificate($0) }
            tls.privateKey = .privateKey(try NIOSSLPrivateKey(file: readable(key, "sslkey"), format: .pem))
        }
        let context = try NIOSSLContext(configuration: tls)
        return location.tlsMode == .prefer ? .prefer(context) : .require(context)
    }

    /// `path`, or a one-line error naming the parameter when the file cannot be read.
    private static func readable(_ path: String, _ parameter: String) throws -> String {
        guard FileManager.default.isReadableFile(atPath: path) else { throw TLSSetupProblem(detail: "cannot read \(parameter) \(path)") }
        return path
    }
}
