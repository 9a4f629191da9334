/// A line diff by longest common subsequence: unchanged lines start with two spaces,
/// removed ones with "- ", added ones with "+ ". Fine for the few dozen lines of a fixture.
func lineDiff(_ old: [String], _ new: [String]) -> [String] {
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
            common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
        }
    }
    var lines: [String] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
        if i < old.count, j < new.count, old[i] == new[j] {
            lines.append("  " + old[i])
            (i, j) = (i + 1, j + 1)
        } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
            lines.append("- " + old[i])
            i += 1
        } else {
            lines.append("+ " + new[j])
            j += 1
        }
    }
    return lines
}
