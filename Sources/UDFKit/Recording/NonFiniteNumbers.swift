#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// JSON has no NaN and no infinity, so a `JSONEncoder` left as it is throws on an action
/// carrying one (an amount typed as `1e999`, a division by zero), and such an action would be
/// missing from a recording, which then replays to another state. Recordings write them as
/// the strings `"NaN"`, `"Infinity"` and `"-Infinity"` instead, and read them back.
enum NonFiniteNumbers {
    static let nan = "NaN"
    static let positiveInfinity = "Infinity"
    static let negativeInfinity = "-Infinity"

    /// Makes `encoder` write non-finite numbers as strings, unless it was told what to do
    /// with them already.
    static func allow(in encoder: JSONEncoder) {
        guard case .throw = encoder.nonConformingFloatEncodingStrategy else { return }
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan
        )
    }

    /// Makes `decoder` read those strings back as numbers, unless it was told what to do
    /// with them already.
    static func allow(in decoder: JSONDecoder) {
        guard case .throw = decoder.nonConformingFloatDecodingStrategy else { return }
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan
        )
    }
}

extension JSONEncoder {
    /// Writes NaN and infinities as the strings `"NaN"`, `"Infinity"` and `"-Infinity"`,
    /// as ``ActionRecorder`` does, unless a strategy for them was set already; returns `self`.
    ///
    /// ```swift
    /// let encoder = JSONEncoder().allowingNonFiniteNumbers()
    /// ```
    @discardableResult
    package func allowingNonFiniteNumbers() -> JSONEncoder {
        NonFiniteNumbers.allow(in: self)
        return self
    }
}

extension JSONDecoder {
    /// Reads the strings `"NaN"`, `"Infinity"` and `"-Infinity"` back as numbers, as
    /// ``ActionLog`` does, unless a strategy for them was set already; returns `self`.
    ///
    /// ```swift
    /// let decoder = JSONDecoder().allowingNonFiniteNumbers()
    /// ```
    @discardableResult
    package func allowingNonFiniteNumbers() -> JSONDecoder {
        NonFiniteNumbers.allow(in: self)
        return self
    }
}
