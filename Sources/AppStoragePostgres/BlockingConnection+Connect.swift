import AppStorage
import Foundation
import Logging
import PostgresNIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension BlockingConnection {
    /// Connects and logs in within `connect_timeout`: over TCP on a channel of its own with
    /// the URL's keepalives (postgres-nio's own has none), else on the Unix socket.
    static func connect(_ location: PostgresLocation, logger: Logger) throws(StorageError) -> PostgresConnection {
        do {
            let eventLoop = MultiThreadedEventLoopGroup.singleton.any()
            let future: EventLoopFuture<PostgresConnection>
            if location.isUnixSocket {
                let configuration = configured(.init(unixSocketPath: location.socketPath, username: location.user,
                                                     password: location.password, database: location.database), location)
                future = PostgresConnection.connect(on: eventLoop, configuration: configuration, id: 1, logger: logger)
            } else {
                let tls = try Self.tls(for: location)
                future = bootstrap(for: location, on: eventLoop).connect(host: location.host, port: location.port).flatMap { channel in
                    let configuration = configured(.init(establishedChannel: channel, tls: tls, username: location.user,
                                                         password: location.password, database: location.database), location)
                    return PostgresConnection.connect(on: eventLoop, configuration: configuration, id: 1, logger: logger)
                }
            }
            return try connection(from: future, within: Double(location.connectTimeout) + 1)
        } catch {
            throw PostgresErrors.storageError(error, location: location)
        }
    }

    /// `configuration` with the deadline, the server name for TLS, and the start-up
    /// parameters: the write lock's wait (`lock_timeout`), `options`, `application_name`.
    private static func configured(_ configuration: PostgresConnection.Configuration, _ location: PostgresLocation) -> PostgresConnection.Configuration {
        var configuration = configuration
        configuration.options.connectTimeout = .seconds(Int64(location.connectTimeout))
        if !location.isUnixSocket, !location.host.contains(":"), location.host.contains(where: { !$0.isNumber && $0 != "." }) {
            configuration.options.tlsServerName = location.host    // SNI and verify-full; never an address
        }
        let lockTimeout = Int(min(max(location.lockTimeout.isNaN ? 2 : location.lockTimeout, 0.001), 3_600) * 1_000)
        configuration.options.additionalStartupParameters.append(("lock_timeout", String(lockTimeout)))
        if let options = location.options { configuration.options.additionalStartupParameters.append(("options", options)) }
        configuration.options.additionalStartupParameters.append(("application_name", location.applicationName))
        return configuration
    }

    /// A TCP bootstrap with the connect deadline and the keepalives of `location`.
    private static func bootstrap(for location: PostgresLocation, on eventLoop: any EventLoop) -> ClientBootstrap {
        var bootstrap = ClientBootstrap(group: eventLoop).connectTimeout(.seconds(Int64(location.connectTimeout)))
        let keepalive = location.keepalive
        var options: [(CInt, Int)] = [(CInt(TCP_KEEPINTVL), keepalive.interval), (CInt(TCP_KEEPCNT), keepalive.count)]
        #if canImport(Glibc)
        options.append((CInt(TCP_KEEPIDLE), keepalive.idle))
        options.append((CInt(TCP_USER_TIMEOUT), keepalive.userTimeout))
        #elseif canImport(Darwin)
        options.append((CInt(TCP_KEEPALIVE), keepalive.idle))
        #endif
        bootstrap = bootstrap.channelOption(ChannelOptions.socketOption(.so_keepalive), value: keepalive.enabled ? 1 : 0)
        for (name, value) in options where value > 0 && (keepalive.enabled || CInt(name) == userTimeoutOption) {
            let option = ChannelOptions.Types.SocketOption(level: .tcp, name: NIOBSDSocket.Option(rawValue: name))
            bootstrap = bootstrap.channelOption(option, value: value)
        }
        return bootstrap
    }

    /// `TCP_USER_TIMEOUT`, which applies with keepalives off too (Linux only).
    private static var userTimeoutOption: CInt {
        #if canImport(Glibc)
        CInt(TCP_USER_TIMEOUT)
        #else
        -1
        #endif
    }

    /// The connection `future` gives, waited for at most `seconds`: postgres-nio's own
    /// deadline should end it first; past this one, a connection made later is closed.
    private static func connection(from future: EventLoopFuture<PostgresConnection>, within seconds: Double) throws -> PostgresConnection {
        let done = DispatchSemaphore(value: 0)
        future.whenComplete { _ in done.signal() }
        guard done.wait(timeout: .now() + seconds) == .success else {
            future.whenSuccess { abandon($0) }
            throw NoAnswer(seconds: seconds - 1)
        }
        return try future.wait()
    }
}
