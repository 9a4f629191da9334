#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Nanoseconds on the system clock that `ContinuousClock` reads (monotonic, counting time
/// asleep), read directly.
///
/// Devtools read the clock twice per action. `ContinuousClock.now` costs about 63 ns a read
/// on Linux where the `clock_gettime` under it costs 27 (measured on this project's CI
/// machine), which alone put recording over its budget of three times a store without
/// devtools.
@usableFromInline
enum MonotonicTime {
    /// The current time in nanoseconds since an unspecified start (the boot, on Linux).
    @inlinable
    static func nanoseconds() -> Int64 {
        #if canImport(Glibc) || canImport(Musl)
        var time = timespec()
        clock_gettime(CLOCK_BOOTTIME, &time)    // what ContinuousClock reads on Linux
        return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
        #elseif canImport(Darwin)
        return Int64(clamping: clock_gettime_nsec_np(CLOCK_MONOTONIC))    // counts sleep, as ContinuousClock does
        #else
        let elapsed = ContinuousClock.now - reference
        return elapsed.components.seconds &* 1_000_000_000 &+ elapsed.components.attoseconds / 1_000_000_000
        #endif
    }

    #if !(canImport(Glibc) || canImport(Musl) || canImport(Darwin))
    @usableFromInline static let reference = ContinuousClock.now
    #endif
}
