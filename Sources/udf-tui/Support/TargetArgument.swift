import AppCore
import AppStorage
import ArgumentParser

/// `--target`: "at least 100", "at most 300", ">=8", "<= 300", "≥ 100" (an amount as the
/// other options take it), or "none" to remove the target.
struct TargetArgument: ExpressibleByArgument {
    /// The target, or nil for "none".
    let target: Target?

    init?(argument: String) {
        let text = argument.trimmingCharacters(in: .whitespaces).lowercased()
        if text == "none" {
            target = nil
            return
        }
        let forms: [(String, Target.Kind)] = [
            ("at least", .atLeast), (">=", .atLeast), ("≥", .atLeast),
            ("at most", .atMost), ("<=", .atMost), ("≤", .atMost),
        ]
        guard let (prefix, kind) = forms.first(where: { text.hasPrefix($0.0) }),
              let amount = AmountText.parse(String(text.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces))
        else { return nil }
        target = Target(kind: kind, amount: amount)
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
