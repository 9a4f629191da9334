@testable import AppStorage
import AppCore
import Foundation
import Testing

/// ``ItemJSON`` writes an item exactly as the export's `JSONEncoder` does, or leaves it to
/// the encoder.
@Suite struct ItemJSONTests {
    /// A linear congruential generator: the same items on every run.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    static let characters: [Character] = [
        "a", "Z", " ", "/", "'", ",", "é", "日", "𝄞", "🚗", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{7}", "\u{1B}",
        "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}", "\u{200E}", "\u{FEFF}", "e\u{301}",
    ]

    static func randomAmount(_ random: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: Double(Int.random(in: -100_000...100_000, using: &random))
        case 1: Double(Int.random(in: -10_000_000...10_000_000, using: &random)) / 1_000
        case 2: Double.random(in: -1...1, using: &random)
        case 3: Double.random(in: -1e15...1e15, using: &random)
        case 4: Double(sign: .plus, exponent: Int.random(in: -1_074...1_023, using: &random), significand: Double.random(in: 1..<2, using: &random))
        case 5: [0, -0.0, 1e16, 1e15, 9_007_199_254_740_992, 0.1, 1e-5, 1e-4, 123_456_789.125, .leastNonzeroMagnitude, .greatestFiniteMagnitude].randomElement(using: &random) ?? 0
        case 6: Double(Float.random(in: -1_000...1_000, using: &random))
        default: Double(Int.random(in: 0...1_000, using: &random)) / 4
        }
    }

    static func randomItem(_ index: Int, _ random: inout SeededGenerator) -> Item {
        let notes: String? = Bool.random(using: &random) ? nil
            : String((0..<Int.random(in: 0...6, using: &random)).map { _ in
                Bool.random(using: &random) ? "x" : characters.randomElement(using: &random) ?? "x"
            })
        let seconds = Bool.random(using: &random) ? Double.random(in: -63_113_904_000...252_423_993_599, using: &random).rounded()
            : Double.random(in: -7e10...3e11, using: &random)
        return Item(id: ItemID(UInt64(index)), projectID: ProjectID(UInt64(index % 7)), amount: randomAmount(&random),
                    timestamp: Date(timeIntervalSinceReferenceDate: seconds), notes: notes,
                    version: Bool.random(using: &random) ? 1 : Int.random(in: 1...1_000_000, using: &random))
    }

    @Test func anItemWrittenDirectlyHasTheBytesTheEncoderWrites() throws {
        var random = SeededGenerator(state: 17)
        let encoder = ExportDocument.encoder()
        var direct = 0
        for index in 0..<5_000 {
            let item = Self.randomItem(index, &random)
            var bytes: [UInt8] = []
            if ItemJSON.append(item, to: &bytes) {
                direct += 1
                #expect(bytes == (try ExportDocument.encodedPiece([item], encoder: encoder)), "\(item)")
            } else {
                #expect(bytes.isEmpty)
            }
        }
        #expect(direct > 1_000)
    }

    @Test func aPieceIsTheEncodersWhicheverWayEachItemIsWritten() throws {
        var random = SeededGenerator(state: 4_096)
        let items = (0..<500).map { Self.randomItem($0, &random) }
        let encoder = ExportDocument.encoder()
        #expect(try ExportDocument.piece(items, encoder: encoder) == Data(try ExportDocument.encodedPiece(items, encoder: encoder)))
    }

    @Test(arguments: [412.5, 0, -3, 0.1, 1e12, -0.25, 1e15])
    func everydayAmountsAreWrittenDirectly(amount: Double) {
        var bytes: [UInt8] = []
        let item = Item(id: ItemID(1), projectID: ProjectID(1), amount: amount, timestamp: date("2025-06-15T12:00:00Z"), notes: "Full tank, 日本 ⛽️ / 'a'")
        #expect(ItemJSON.append(item, to: &bytes))
    }
}
