/// A decoding error in one line for people: what is wrong and where, as
/// `at when[2].action.pushed: unknown action type "Foo"`.
///
/// Foundation's descriptions of `DecodingError` are long and name internal types; the
/// recorder, the snapshots and the fixture runner all show this form instead.
package func oneLineDescription(of error: any Error) -> String {
    guard let error = error as? DecodingError else { return String(describing: error) }
    switch error {
    case .typeMismatch(let type, let context):
        return located(context, "expected \(type)")
    case .valueNotFound(let type, let context):
        return located(context, "missing \(type) value")
    case .keyNotFound(let key, let context):
        return located(context, "missing key \"\(key.stringValue)\"")
    case .dataCorrupted(let context):
        return located(context, context.underlyingError.map { "\(context.debugDescription) (\($0))" } ?? context.debugDescription)
    @unknown default:
        return String(describing: error)
    }
}

private func located(_ context: DecodingError.Context, _ message: String) -> String {
    let path = context.codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
    }.joined()
    let trimmed = path.hasPrefix(".") ? String(path.dropFirst()) : path
    return trimmed.isEmpty ? message : "at \(trimmed): \(message)"
}
