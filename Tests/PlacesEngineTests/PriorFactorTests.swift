import PlacesEngine
import Testing

/// The prior's factors in words, as the API's `priorReason` carries them.
struct PriorFactorTests {
    @Test(arguments: [
        (1.3493, "×1.3"), (0.7589, "×0.76"), (9.43, "×9.4"), (98.6, "×99"), (120.4, "×120"), (3_571, "×3600"),
        (999_999, "×1000000"), (2.5e7, "×2.5e+07"), (0.000_12, "×0.00012"),
    ])
    func factorsHaveTwoSignificantDigitsInPlainNotation(factor: Double, words: String) {
        let line = PriorFactor.describe([PriorFactor(reason: "places inside it: 52", factor: factor)])
        #expect(line == "places inside it: 52 \(words)")
    }

    @Test func factorsAreJoinedInOneLine() {
        let line = PriorFactor.describe([PriorFactor(reason: "bar (bars): visits per place", factor: 3.1),
                                         PriorFactor(reason: "people come to bars at this hour", factor: 2.14)])
        #expect(line == "bar (bars): visits per place ×3.1, people come to bars at this hour ×2.1")
    }
}
