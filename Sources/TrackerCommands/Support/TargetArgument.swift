import AppCore
import ArgumentParser

/// `--target`: "at least 100", "at most 300", ">=8", "<= 300", "≥ 100" (an amount as the
/// other options take it), or "none" to remove the target.
struct TargetArgument: ExpressibleByArgument {
    /// The target, or nil for "none".
    let target: Target?

    init?(argument: String) {
        if argument.trimmingCharacters(in: .whitespaces).lowercased() == "none" {
            target = nil
            return
        }
        guard let target = Target(parsing: argument) else { return nil }
        self.target = target
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
