/// Why a file could not be imported: one line for people, naming the place in the file.
///
/// ```swift
/// catch let error as ExchangeError {
///     print("udf-tui: \(error.message)")    // "line 7: 'abc' is not a number"
/// }
/// ```
public struct ExchangeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The explanation, starting with the place in the file when there is one.
    public var message: String

    /// Creates an error with its message.
    public init(_ message: String) {
        self.message = message
    }

    /// An error about one line of a text file.
    static func line(_ number: Int, _ message: String) -> ExchangeError {
        ExchangeError("line \(number): \(message)")
    }

    /// The same as ``message``.
    public var description: String { message }
}
