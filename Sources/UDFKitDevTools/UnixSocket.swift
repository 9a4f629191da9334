#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a devtools socket could not be served or reached, in one line.
public struct DevToolsSocketError: Error, CustomStringConvertible, Equatable {
    /// What went wrong.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }

    static func system(_ what: String, _ code: Int32 = errno) -> DevToolsSocketError {
        DevToolsSocketError("\(what): \(String(cString: strerror(code)))")
    }
}

/// A Unix domain stream socket: the few POSIX calls the devtools server and client need.
/// Never TCP: only processes on this machine that may open the socket file can connect.
struct UnixSocket: Sendable {
    let descriptor: Int32

    /// The longest path a `sockaddr_un` holds.
    static var maximumPathLength: Int {
        MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1
    }

    /// A listening socket at `path`, readable and writable by this user only (mode 0600: set
    /// before `listen`, so nobody can connect in between).
    static func serve(at path: String, backlog: Int32 = 8) throws(DevToolsSocketError) -> UnixSocket {
        let socket = try make()
        do throws(DevToolsSocketError) {
            let failure: Int32? = try withAddress(path) { address, length in bind(socket.descriptor, address, length) == 0 ? nil : errno }
            if let failure { throw DevToolsSocketError.system("cannot serve devtools at \(path)", failure) }
            guard chmod(path, 0o600) == 0 else { throw DevToolsSocketError.system("cannot restrict \(path) to its owner") }
            guard listen(socket.descriptor, backlog) == 0 else { throw DevToolsSocketError.system("cannot listen at \(path)") }
            try socket.setNonBlocking()
            return socket
        } catch {
            socket.close()
            throw error
        }
    }

    /// A socket connected to the server at `path`.
    static func attach(to path: String) throws(DevToolsSocketError) -> UnixSocket {
        let socket = try make()
        let failure: Int32? = try withAddress(path) { address, length in connect(socket.descriptor, address, length) == 0 ? nil : errno }
        if let code = failure {
            socket.close()
            throw DevToolsSocketError.system("cannot attach to \(path)", code)
        }
        return socket
    }

    /// The next connection waiting, or nil when none is (the socket is non-blocking).
    func acceptConnection() -> UnixSocket? {
        let client = accept(descriptor, nil, nil)
        guard client >= 0 else { return nil }
        let connection = UnixSocket(descriptor: client)
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        connection.neverRaiseSIGPIPE()
        do { try connection.setNonBlocking() } catch { connection.close(); return nil }
        return connection
    }

    func setNonBlocking() throws(DevToolsSocketError) {
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0 else { throw .system("cannot make a socket non-blocking") }
    }

    /// Reads what is there: bytes, [] at end of stream, nil when nothing is waiting.
    func readAvailable(max: Int = 65_536) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: max)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, max, 0) }
        if count > 0 { return Array(buffer[0..<count]) }
        if count == 0 { return [] }
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? nil : []
    }

    /// Writes what the socket takes now; returns how many bytes, or nil when the peer is gone.
    /// Never raises SIGPIPE.
    func writeSome(_ bytes: ArraySlice<UInt8>) -> Int? {
        let count = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, noSignal) }
        if count >= 0 { return count }
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? 0 : nil
    }

    func close() {
        _ = closeDescriptor(descriptor)
    }

    private static func make() throws(DevToolsSocketError) -> UnixSocket {
        let descriptor = socket(AF_UNIX, socketStream, 0)
        guard descriptor >= 0 else { throw .system("cannot make a socket") }
        let socket = UnixSocket(descriptor: descriptor)
        socket.neverRaiseSIGPIPE()
        return socket
    }

    /// Where `send` has no flag for it (Darwin), marks the socket so that writing to a closed
    /// peer fails with EPIPE instead of raising SIGPIPE; on Linux `send` passes MSG_NOSIGNAL.
    private func neverRaiseSIGPIPE() {
        #if canImport(Darwin)
        var on: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Calls `body` with a `sockaddr_un` for `path`; returns what it returns.
    private static func withAddress<R>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> R) throws(DevToolsSocketError) -> R {
        let bytes = Array(path.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumPathLength, !bytes.contains(0) else {
            throw DevToolsSocketError("the socket path must be 1 to \(maximumPathLength) bytes long: \(path)")
        }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
        }
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }
}

#if canImport(Glibc)
private let socketStream = Int32(SOCK_STREAM.rawValue)
private let closeDescriptor = Glibc.close
#elseif canImport(Musl)
private let socketStream = Int32(SOCK_STREAM)
private let closeDescriptor = Musl.close
#else
private let socketStream = SOCK_STREAM
private let closeDescriptor = Darwin.close
#endif

#if canImport(Glibc) || canImport(Musl)
/// `send` flag that keeps a closed peer from raising SIGPIPE.
private let noSignal = Int32(MSG_NOSIGNAL)
#else
private let noSignal: Int32 = 0    // Darwin: each socket is marked SO_NOSIGPIPE instead.
#endif
