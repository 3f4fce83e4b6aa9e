import Crowd
import Foundation
import Geo
import Testing

/// The randomizing every Swift device uses, against the frequencies in Tests/Fixtures/randomized-response.json,
/// which the web app's randomizer is held to as well.
@Suite struct RandomizedResponseTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        let epsilon: Double
        let k: Int
        let pick: Int
        let keep: Double
        let other: Double
        var testDescription: String { "ε \(epsilon), k \(k)" }
    }

    struct Fixture: Decodable {
        let draws: Int
        let cases: [Case]
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/randomized-response.json")
        // A test fixture of the repository: a failure here is a broken checkout, and every test below says so.
        return (try? JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))) ?? Fixture(draws: 0, cases: [])
    }()

    @Test func theFixtureReads() {
        #expect(Self.fixture.cases.count >= 5 && Self.fixture.draws >= 100_000)
    }

    @Test(arguments: fixture.cases)
    func probabilitiesAreTheFixtures(_ item: Case) {
        let mechanism = RandomizedResponse(epsilon: item.epsilon)
        #expect(abs(mechanism.keepProbability(k: item.k) - item.keep) < 1e-12)
        #expect(abs(mechanism.otherProbability(k: item.k) - item.other) < 1e-12)
        // ε-differential privacy: the truth is e^ε times as likely as any other place, and the k add up to 1.
        #expect(abs(item.keep / item.other - exp(item.epsilon)) < 1e-9)
        #expect(abs(item.keep + Double(item.k - 1) * item.other - 1) < 1e-12)
    }

    /// Each place is reported as often as the fixture says, within 5 binomial standard deviations.
    @Test(arguments: fixture.cases)
    func drawsFollowTheFrequencies(_ item: Case) {
        let mechanism = RandomizedResponse(epsilon: item.epsilon)
        var generator = SeededGenerator(seed: 58)
        var counts = [Int](repeating: 0, count: item.k)
        for _ in 0..<Self.fixture.draws {
            counts[mechanism.randomize(pick: item.pick, count: item.k, using: &generator)] += 1
        }
        let n = Double(Self.fixture.draws)
        for (index, count) in counts.enumerated() {
            let p = index == item.pick ? item.keep : item.other
            let sd = (n * p * (1 - p)).squareRoot()
            #expect(abs(Double(count) - n * p) < 5 * sd, "place \(index): \(count) against \(n * p)")
        }
    }

    @Test func theSystemGeneratorIsTheDefault() {
        // Not seeded: over 2,000 draws at ε 0.5 and k 3, each place comes up.
        let mechanism = RandomizedResponse(epsilon: 0.5)
        let seen = Set((0..<2_000).map { _ in mechanism.randomize(pick: 0, count: 3) })
        #expect(seen == [0, 1, 2])
    }

    @Test(arguments: [0, -1, .nan, .infinity, 0.09, 10.01])
    func epsilonsOutsideTheRangeAreRefused(_ epsilon: Double) {
        #expect(RandomizedResponse(checking: epsilon) == nil)
    }
}
