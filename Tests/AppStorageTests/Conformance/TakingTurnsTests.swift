@testable import AppStorage
import AppCore
import Foundation
import ProcessTesting
import PropertyBased
import SeededGenerators
import Testing
import UDFKitTesting
import UDFKit

/// Two programs take turns at random actions (undos included) on one database; after each,
/// the other hears of it and reloads (only what changed, through the change log, when it
/// can). On every backend both always hold exactly what the database holds.
@Suite(.onOwnThread) struct TakingTurnsTests {
    @Test(.shrinking, TestSeed.replayOnFailure, arguments: Backend.all)
    func twoProgramsTakingTurnsAlwaysAgreeWithTheDatabase(_ backend: Backend) async {
        await propertyCheck(count: 15, input: zip(RandomStep.generator, Gen.bool).array(of: 1...30).seeded()) { turns in
            guard let database = try? ConformanceDatabase(backend),
                  let first = try? PersistentStore(storage: database.open(), watchInterval: nil),
                  let second = try? PersistentStore(storage: database.open(), watchInterval: nil) else {
                Issue.record("cannot open a \(backend) database")
                return
            }
            defer { first.close(); second.close() }
            for (number, (step, byFirst)) in turns.enumerated() {
                let (acting, listening) = byFirst ? (first, second) : (second, first)
                acting.store.dispatch(step.action)
                listening.store.dispatch(StorageAction.externalChangeDetected)
                let stored = try? database.dataOnDisk()
                #expect(first.store.state.data == stored, "first, after turn \(number + 1): \(step)")
                #expect(second.store.state.data == stored, "second, after turn \(number + 1): \(step)")
            }
        }
    }
}
