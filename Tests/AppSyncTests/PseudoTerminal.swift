import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A pseudo-terminal of 80×24 for the full-screen program: the test types on it and times
/// the program's answers, as a person's terminal would see them (no tmux in between, whose
/// own polling would hide milliseconds). A thread of its own reads everything the program
/// draws, so the program never waits on a full terminal.
///
/// ```swift
/// let terminal = try PseudoTerminal()
/// let program = try LabProgram(["--db", file], home: home, terminal: terminal)
/// #expect(terminal.waitFor("Mileage", within: 10))
/// let latency = terminal.answer(to: "o", within: 5)    // from the key to the first byte of its frame
/// ```
final class PseudoTerminal: Sendable {
    /// The device the program opens (`/dev/pts/N`).
    let device: String
    private let master: Int32
    /// Held open so that reading never fails before the program opened it, or after it ended.
    private let slave: Int32
    private let received = Mutex<[UInt8]>([])
    private let arrived = DispatchSemaphore(value: 0)
    private let stopping = Atomic<Bool>(false)
    private let ended = DispatchSemaphore(value: 0)

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init() throws {
        (master, device) = try Self.openMaster()
        slave = open(device, O_RDWR | O_NOCTTY)
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        Thread.detachNewThread { [self] in pump() }
    }

    deinit {
        stopping.store(true, ordering: .releasing)
        ended.wait()
        close(slave)
        close(master)
    }

    /// Everything drawn so far, as text (escape sequences included).
    var text: String {
        String(decoding: received.withLock { $0 }, as: UTF8.self)
    }

    /// Waits until the program drew `text` (a word: escape sequences may cut longer text).
    func waitFor(_ text: String, within seconds: Double) -> Bool {
        let deadline = DispatchTime.now() + seconds
        while !self.text.contains(text) {
            if arrived.wait(timeout: deadline) == .timedOut { return self.text.contains(text) }
        }
        return true
    }

    /// Waits until nothing was drawn for `quiet` seconds (at most `seconds`).
    func settle(quiet: Double = 0.05, within seconds: Double = 5) {
        let deadline = DispatchTime.now() + seconds
        while arrived.wait(timeout: min(.now() + quiet, deadline)) == .success, DispatchTime.now() < deadline {}
    }

    /// Types `keys` and returns the time until the program's first byte after them (the
    /// frame that answers them), or nil when nothing came within `seconds`.
    func answer(to keys: String, within seconds: Double) -> Duration? {
        while arrived.wait(timeout: .now()) == .success {}
        let before = received.withLock { $0.count }
        let clock = ContinuousClock()
        let start = clock.now
        let bytes = Array(keys.utf8)
        guard bytes.withUnsafeBytes({ write(master, $0.baseAddress, $0.count) }) == bytes.count else { return nil }
        let deadline = DispatchTime.now() + seconds
        while received.withLock({ $0.count }) == before {
            if arrived.wait(timeout: deadline) == .timedOut { return nil }
        }
        return clock.now - start
    }

    /// A new pseudo-terminal's master and the path of its other end. On Linux through
    /// `/dev/ptmx` and its ioctls: Swift's Glibc module hides `posix_openpt`, `grantpt`,
    /// `unlockpt` and `ptsname` (they need `_XOPEN_SOURCE`), and the ioctl numbers are
    /// function-like macros it does not import.
    private static func openMaster() throws -> (Int32, String) {
        #if canImport(Glibc)
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: CInt = 0
        var number: CUnsignedInt = 0
        let unlockRequest: UInt = 0x4004_5431    // TIOCSPTLCK
        let numberRequest: UInt = 0x8004_5430    // TIOCGPTN
        guard master >= 0, ioctl(master, unlockRequest, &unlock) == 0, ioctl(master, numberRequest, &number) == 0 else {
            throw Failure(description: "no pseudo-terminal (errno \(errno))")
        }
        return (master, "/dev/pts/\(number)")
        #else
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            throw Failure(description: "no pseudo-terminal (errno \(errno))")
        }
        return (master, String(cString: name))
        #endif
    }

    private func pump() {
        defer { ended.signal() }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !stopping.load(ordering: .acquiring) {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 20)
            if ready < 0 && errno != EINTR { return }
            guard ready > 0 else { continue }
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return }
            received.withLock { $0 += buffer[0..<count] }
            arrived.signal()
        }
    }
}
