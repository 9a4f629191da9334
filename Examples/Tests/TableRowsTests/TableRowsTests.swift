import Synchronization
import Testing
@testable import TableRows

@Suite struct TableRowsTests {
    @Test func eachActionTellsTheTableOnlyTheRowsItChanged() {
        let printed = Mutex<[String]>([])
        let lines = ["add Milk", "add Bread", "add Eggs", "done 2", "top 3", "delete 2", "rename 1 Brown eggs", "done 9", "quit", "add Never"]
        runTable(lines: lines) { line in printed.withLock { $0.append(line) } }
        let output = printed.withLock { $0 }
        #expect(output.filter { $0.hasPrefix("table:") } == [
            "table: reloadData (0 rows)",
            "table: insert [0]", "table: insert [1]", "table: insert [2]",
            "table: reload [1]",
            "table: move [2→0]",
            "table: delete [1]",
            "table: reload [0]",
        ])
        #expect(output.suffix(4) == [
            "table: reload [0]", "1. [ ] Brown eggs", "2. [x] Bread",
            "? add TITLE · rename N TITLE · done N · top N · delete N · quit",
        ])
    }
}
