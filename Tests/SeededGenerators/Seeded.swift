import PropertyBased
import UDFKitTesting

extension Generator {
    /// This generator, drawing from the run's seed (``TestSeed``) instead of a random source
    /// of its own: each value starts from the next numbers of one stream of that seed, so a
    /// run repeats with `UDF_TEST_SEED`. Shrinking works on the values, as before.
    package func seeded(_ seed: UInt64 = TestSeed.value) -> Generator<ResultValue, Shrink.Tuple<((), InputValue)>> {
        let stream = SeedStream(seed)
        let reseed = Generator<Void, Shrink.None<Void>> { rng in
            rng = Xoshiro(seed: (stream.next(), stream.next(), stream.next(), stream.next()))
        }
        return zip(reseed, self).map { $1 }
    }
}
