extension TestClock {
    /// A moment of a ``TestClock``: the time since the clock was made.
    public struct Instant: InstantProtocol, Sendable {
        /// The time since the clock started.
        public var offset: Duration

        /// Creates an instant `offset` after the clock's start.
        public init(offset: Duration = .zero) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }
}
