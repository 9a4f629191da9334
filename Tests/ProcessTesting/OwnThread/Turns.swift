import Synchronization

/// At most `count` holders at a time; the others wait in line, suspended (a waiting test
/// holds no thread).
final class Turns: Sendable {
    private struct Line {
        var free: Int
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let line: Mutex<Line>

    init(count: Int) {
        line = Mutex(Line(free: count))
    }

    /// Returns once it is the caller's turn.
    func take() async {
        await withCheckedContinuation { (turn: CheckedContinuation<Void, Never>) in
            let now = line.withLock { line in
                guard line.free > 0 else {
                    line.waiting.append(turn)
                    return false
                }
                line.free -= 1
                return true
            }
            if now { turn.resume() }
        }
    }

    /// Ends the caller's turn: the first in line gets it.
    func giveBack() {
        let next = line.withLock { line in
            guard !line.waiting.isEmpty else {
                line.free += 1
                return nil as CheckedContinuation<Void, Never>?
            }
            return line.waiting.removeFirst()
        }
        next?.resume()
    }
}
