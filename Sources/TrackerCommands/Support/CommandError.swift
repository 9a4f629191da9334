import AppCore
import AppStorage

/// A failure of a command, printed as one line on standard error.
///
/// Exit statuses: 64 for a command line that cannot be understood (as ArgumentParser
/// uses for its own usage errors), 1 for everything else.
package struct CommandError: Error {
    package let message: String
    package let exitStatus: Int32

    /// A value on the command line that is not what it should be.
    package static func usage(_ message: String) -> CommandError {
        CommandError(message: message, exitStatus: 64)
    }

    /// Anything else that went wrong.
    package static func failed(_ message: String) -> CommandError {
        CommandError(message: message, exitStatus: 1)
    }

    /// A storage failure as a command says it: a command exits, so where the program would
    /// reload the data, the command says to run it again.
    package static func storage(_ error: StorageError) -> CommandError {
        guard case .changedElsewhere(let path) = error else { return .failed(error.message) }
        return .failed("Another program changed \(path) meanwhile; nothing was saved. Run the command again.")
    }

    /// A change the database did not save (``AppStorage/PersistentStore/Outcome/failed(_:)``)
    /// as a command says it, for the database at `location`: the storage's line, or, when
    /// another program changed the rows, to run the command again.
    package static func notSaved(_ error: AppError, at location: String) -> CommandError {
        guard case .notSaved(let reason, let changedElsewhere) = error else { return .refused(error) }
        return changedElsewhere ? .storage(.changedElsewhere(path: location)) : .failed(reason)
    }

    /// What `body` returns, its ``AppStorage/StorageError`` thrown as a command's failure.
    package static func storage<T>(_ body: () throws(StorageError) -> T) throws(CommandError) -> T {
        do {
            return try body()
        } catch {
            throw .storage(error)
        }
    }

    package static func refused(_ error: AppError) -> CommandError {
        .failed(error.message)
    }
}
