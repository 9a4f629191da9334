import Testing
import TerminalUI

@Suite("Key binding tables")
struct KeyBindingTests {
    enum Command: Equatable { case down, up, quit, open }

    let table = KeyBindingTable<Command>([
        KeyBinding([.down, .character("j")], "down", .down, inHelpBar: true),
        KeyBinding([.up, .character("k")], "up", .up, inHelpBar: true),
        KeyBinding([.enter], "open", .open),
        KeyBinding([.character("q"), .control("c")], "quit", .quit, inHelpBar: true),
    ])

    @Test func keysDispatchToTheirCommands() {
        let keys: [KeyEvent] = [.character("j"), .down, .up, .enter, .control("c"), .character("x")]
        #expect(keys.map(table.command(for:)) == [.down, .down, .up, .open, .quit, nil])
    }

    @Test func whenTwoBindingsClaimAKeyTheFirstWinsAndTheConflictIsListed() {
        let clash = KeyBindingTable<Command>([
            KeyBinding([.character("q")], "quit", .quit),
            KeyBinding([.character("q"), .enter], "open", .open),
            KeyBinding([.character("q")], "down", .down),
        ])
        #expect(clash.command(for: .character("q")) == .quit)
        #expect(clash.conflicts == [.character("q")])
        #expect(table.conflicts == [])
    }

    @Test func theHelpBarListsTheMarkedBindingsInOrder() {
        #expect(table.helpBarBindings.map(\.keyLabel) == ["↓/j", "↑/k", "q/Ctrl-C"])
        #expect(table.binding(for: .enter)?.summary == "open")
    }
}
