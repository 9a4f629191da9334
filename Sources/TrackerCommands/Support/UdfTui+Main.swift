import ArgumentParser
import Foundation

extension ParsableCommand {
    /// Parses the command line, runs the command and exits: 0 on success; otherwise one
    /// line on standard error and the command's status (64 for a bad command line).
    ///
    /// The one way udf-tui's executables run their root command (``UdfTui``, or a tool's
    /// command that wraps it).
    package static func runAsMain() -> Never {
        do {
            var command = try parseAsRoot()
            try command.run()
            CommandSync.afterCommand()
            Output.flush()
            Foundation.exit(0)
        } catch let error as CommandError {
            CreatedDatabase.removeIfUnused()
            Output.error(error.message)
            Foundation.exit(error.exitStatus)
        } catch {
            let status = exitCode(for: error)
            if status == .success { exit(withError: error) }    // --help, --version
            CreatedDatabase.removeIfUnused()
            let message = message(for: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? "\(error)"
            Output.error(message + " (see --help)")
            Foundation.exit(status.rawValue)
        }
    }
}
