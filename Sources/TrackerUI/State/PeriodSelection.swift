/// The period selected on a project's chart and the chart's scroll position, both counted
/// in periods before the current one (0 is the current day, month or year).
///
/// Counting back from the current period makes "never past now" hold by construction
/// (``back`` is never negative) and keeps the current period selected when a new one
/// begins. The chart shows ``BarChart/capacity(columns:)`` bars ending ``windowBack``
/// periods before the current one; ``scrolled(capacity:)`` moves that window only as far
/// as needed to keep the selected bar in view, as ``ListViewport`` does for rows.
///
/// ```swift
/// var selection = PeriodSelection()                          // the current period
/// selection = selection.moved(by: 20, limit: 30, capacity: 17)
/// selection.back         // 20: twenty periods ago
/// selection.windowBack   // 4: the newest bar shown is four periods ago
/// ```
public struct PeriodSelection: Hashable, Sendable, Codable {
    /// How many periods before the current one the selected period is (0: the current).
    public private(set) var back: Int
    /// How many periods before the current one the newest bar on the chart is.
    public private(set) var windowBack: Int

    /// The selection of `back` periods ago in a window ending `windowBack` periods ago;
    /// the default selects the current period at the right end of the chart.
    public init(back: Int = 0, windowBack: Int = 0) {
        self.back = max(0, back)
        self.windowBack = min(max(0, windowBack), self.back)
    }

    private enum CodingKeys: String, CodingKey {
        case back, windowBack
    }

    /// Decodes a selection through ``init(back:windowBack:)``, so a recorded one that was
    /// edited by hand still never selects a period after the current one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(back: try container.decode(Int.self, forKey: .back), windowBack: try container.decode(Int.self, forKey: .windowBack))
    }

    /// The selection `delta` periods further back (negative: forward), kept between the
    /// current period and `limit` periods back, with the window scrolled to show it in
    /// `capacity` bars.
    public func moved(by delta: Int, limit: Int, capacity: Int) -> PeriodSelection {
        let target = min(max(0, back + delta), max(back, limit, 0))
        return PeriodSelection(back: target, windowBack: windowBack).scrolled(capacity: capacity)
    }

    /// The same selection with the window moved just enough to show it in `capacity` bars
    /// (a narrower window after a resize may need it).
    public func scrolled(capacity: Int) -> PeriodSelection {
        let bars = max(1, capacity)
        let window = min(max(windowBack, back - bars + 1), back)
        return PeriodSelection(back: back, windowBack: window)
    }

    /// Where the selected bar is among `capacity` bars of the scrolled window, counted from
    /// the oldest (the leftmost).
    public func barIndex(capacity: Int) -> Int {
        let shown = scrolled(capacity: capacity)
        return max(1, capacity) - 1 - (shown.back - shown.windowBack)
    }
}
