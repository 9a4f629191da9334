/// Where text sits in a wider field.
public enum Alignment: Hashable, Sendable {
    /// Flush left.
    case leading
    /// Centred; an odd spare column goes to the right.
    case center
    /// Flush right (numbers).
    case trailing
}

/// Fitting text to a number of columns: truncating at a grapheme boundary with an ellipsis,
/// and padding to an exact width with an alignment.
///
/// ```swift
/// TextFit.truncate("Mileage log", toWidth: 8)       // "Mileage…"
/// TextFit.fit("42", toWidth: 5, alignment: .trailing) // "   42"
/// ```
public enum TextFit {
    /// What marks a cut, in the list's columns and in text fields alike: "…".
    public static let ellipsis = "…"

    /// `text` unchanged when it fits in `width` columns; otherwise its longest prefix of whole
    /// graphemes that fits together with `ellipsis`, followed by `ellipsis`.
    ///
    /// The result may be one column narrower than `width` when a wide grapheme did not fit;
    /// ``fit(_:toWidth:alignment:ellipsis:)`` pads it. An ellipsis wider than `width` is
    /// dropped rather than cut.
    public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = TextFit.ellipsis) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        let marker = ellipsisWidth <= width ? ellipsis : ""
        let room = width - (ellipsisWidth <= width ? ellipsisWidth : 0)
        return prefix(of: text, width: room) + marker
    }

    /// `text` truncated as by ``truncate(_:toWidth:ellipsis:)`` and padded with spaces to
    /// exactly `width` columns, placed by `alignment`.
    public static func fit(_ text: String, toWidth width: Int, alignment: Alignment = .leading,
                           ellipsis: String = TextFit.ellipsis) -> String {
        let cut = truncate(text, toWidth: width, ellipsis: ellipsis)
        let spare = max(0, width - DisplayWidth.of(cut))
        switch alignment {
        case .leading: return cut + String(repeating: " ", count: spare)
        case .trailing: return String(repeating: " ", count: spare) + cut
        case .center:
            let left = spare / 2
            return String(repeating: " ", count: left) + cut + String(repeating: " ", count: spare - left)
        }
    }

    /// The longest prefix of `text`, in whole graphemes, that is at most `width` columns wide.
    public static func prefix(of text: String, width: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let glyphWidth = DisplayWidth.of(text[index])
            guard used + glyphWidth <= width else { break }
            used += glyphWidth
            end = text.index(after: index)
        }
        return String(text[..<end])
    }
}
