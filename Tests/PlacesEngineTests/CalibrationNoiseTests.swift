import PlacesEvaluation
import Testing

/// The ECE a calibrated method would show: small with many independent check-ins, large when they come in
/// few venues, and a badly calibrated method's ECE far outside it.
@Suite struct CalibrationNoiseTests {
    private func likelihoods(venues: Int, perVenue: Int, _ likelihood: (Int) -> Double) -> [(likelihood: Double, venue: String)] {
        (0..<venues).flatMap { venue in (0..<perVenue).map { _ in (likelihood(venue), "v\(venue)") } }
    }

    @Test func manyIndependentCheckinsMakeASmallNoise() {
        let noise = CalibrationNoise(likelihoods: likelihoods(venues: 2_000, perVenue: 1) { Double($0 % 10) / 10 + 0.05 },
                                     observed: 0.02, draws: 200)
        #expect(noise.venues == 2_000)
        #expect(noise.median < 0.04, "\(noise.median)")
        #expect(abs(noise.median - noise.independentMedian) < 0.01)
    }

    @Test func checkinsAtFewVenuesAreFewObservations() {
        let noise = CalibrationNoise(likelihoods: likelihoods(venues: 10, perVenue: 100) { _ in 0.5 }, observed: 0.1, draws: 400)
        #expect(noise.venues == 10)
        // Ten coin flips: the share right strays from 0.5 by about 0.12 on average.
        #expect(noise.median > 0.08, "\(noise.median)")
        #expect(noise.independentMedian < 0.04, "\(noise.independentMedian)")
        #expect(noise.lower <= noise.median && noise.median <= noise.upper)
        #expect(noise.shareAtMostTarget < 0.5)
    }

    @Test func aBadlyCalibratedMethodLiesOutsideAndTheSeedRepeats() {
        let given = likelihoods(venues: 300, perVenue: 2) { _ in 0.9 }
        let noise = CalibrationNoise(likelihoods: given, observed: 0.8, draws: 300, seed: 7)
        #expect(noise.observedPercentile == 1)
        let again = CalibrationNoise(likelihoods: given, observed: 0.8, draws: 300, seed: 7)
        #expect(again.median == noise.median && again.upper == noise.upper)
    }

    @Test func noCheckinsIsNoNoise() {
        let noise = CalibrationNoise(likelihoods: [], observed: 0, draws: 10)
        #expect(noise.venues == 0)
        #expect(noise.median == 0 && noise.observedPercentile == 1)
    }
}
