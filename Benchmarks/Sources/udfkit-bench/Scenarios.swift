import UDFKit

// The states and actions the scenarios share. Each action family has a UDFKit reducer and a
// baseline reducer with the same body, so the two sides do the same work.

enum Tick: Action { case incremented }

func tick(_ count: inout Int, _ action: Tick) {
    switch action {
    case .incremented: count &+= 1
    }
}

struct Item: Sendable {
    var id: Int
    var amount: Double
    var note: String
}

struct Inventory: Sendable {
    var items: [Item]

    init(count: Int) {
        items = (0..<count).map { Item(id: $0, amount: 0, note: "item \($0)") }
    }
}

enum InventoryAction: Action {
    case amountChanged(index: Int)
    case itemAppended(id: Int)
}

func inventory(_ state: inout Inventory, _ action: InventoryAction) {
    switch action {
    case .amountChanged(let index): state.items[index].amount += 1
    case .itemAppended(let id): state.items.append(Item(id: id, amount: 1, note: ""))
    }
}

struct Fields: Sendable {
    var values = [Int](repeating: 0, count: 100)
}

enum FieldAction: Action { case bumped(field: Int) }

func fields(_ state: inout Fields, _ action: FieldAction) {
    switch action {
    case .bumped(let field): state.values[field] &+= 1
    }
}

/// A fixed pseudo-random order, the same in every run.
func shuffled(_ count: Int) -> [Int] {
    var order = Array(0..<count)
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    for index in stride(from: count - 1, to: 0, by: -1) {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        order.swapAt(index, Int(seed >> 33) % (index + 1))
    }
    return order
}
