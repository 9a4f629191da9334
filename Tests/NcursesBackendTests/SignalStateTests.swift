import CNcurses
import Testing
@testable import NcursesBackend
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signal state in `signals.h` must exist once per process. Swift gives every object
/// file that uses a `static` C variable its own copy, which once made the resize and
/// suspend flags set by a handler invisible to the code reading them; these tests set the
/// state from this module's copy of the C functions and read it through NcursesBackend's.
@Suite("Signal state is shared", .serialized)
struct SignalStateTests {
    @Test func aFlagSetByAHandlerIsSeenByTheBackend() {
        _ = SignalFlags.takeResized()
        cncurses_notify_handler(SIGWINCH)
        #expect(SignalFlags.takeResized() == true)
        #expect(SignalFlags.takeResized() == false)
    }

    @Test func eachNotifySignalSetsItsOwnFlag() {
        _ = (SignalFlags.takeContinued(), SignalFlags.takeSuspendRequested(), SignalFlags.takeResized())
        cncurses_notify_handler(SIGCONT)
        #expect([SignalFlags.takeResized(), SignalFlags.takeSuspendRequested(), SignalFlags.takeContinued()] == [false, false, true])
        cncurses_notify_handler(SIGTSTP)
        #expect([SignalFlags.takeResized(), SignalFlags.takeSuspendRequested(), SignalFlags.takeContinued()] == [false, true, false])
    }

    @Test func theWakerWritesToTheOnePipeTheBackendWaitsOn() {
        let readEnd = cncurses_wake_pipe()
        #expect(readEnd >= 0)
        cncurses_drain_wake_pipe()
        TerminalWaker().wake()
        var byte: UInt8 = 0
        #expect(read(readEnd, &byte, 1) == 1)
        #expect(read(readEnd, &byte, 1) == -1)
    }
}
