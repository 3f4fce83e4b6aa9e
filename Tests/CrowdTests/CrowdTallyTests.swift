import Crowd
import Foundation
import Geo
import Testing

/// The reports' checks and the unbiased count over reports of different k.
@Suite struct CrowdTallyTests {
    @Test func reportsAreChecked() {
        #expect(throws: CrowdReport<String>.Problem.count(1)) { try CrowdReport(candidates: ["a"], reported: "a") }
        #expect(throws: CrowdReport<String>.Problem.count(21)) {
            try CrowdReport(candidates: (0..<21).map { "p\($0)" }, reported: "p0")
        }
        #expect(throws: CrowdReport<String>.Problem.repeated("a")) { try CrowdReport(candidates: ["a", "b", "a"], reported: "a") }
        #expect(throws: CrowdReport<String>.Problem.notListed("c")) { try CrowdReport(candidates: ["a", "b"], reported: "c") }
        #expect((try? CrowdReport(candidates: ["a", "b"], reported: "b")) != nil)
    }

    /// With one k the estimate is the familiar (named − n·q)/(p − q).
    @Test func oneKIsTheTextbookEstimate() throws {
        let mechanism = RandomizedResponse(epsilon: 2)
        var tally = CrowdTally<String>()
        let lists = [["a", "b", "c", "d", "e"]]
        for (index, reported) in ["a", "a", "b", "c", "a", "e", "a"].enumerated() {
            tally.record(try CrowdReport(candidates: lists[0], reported: reported), mechanism: mechanism)
            _ = index
        }
        let p = mechanism.keepProbability(k: 5), q = mechanism.otherProbability(k: 5)
        #expect(abs(tally.estimate(of: "a") - (4 - 7 * q) / (p - q)) < 1e-9)
        #expect(tally.sums["a"]?.named == 4 && tally.sums["a"]?.listed == 7)
        #expect(tally.estimate(of: "z") == 0)
        // A place listed and never named is below zero: fewer than chance.
        #expect(tally.estimate(of: "d") < 0)
    }

    /// 40,000 people pick among lists of 2 to 8 places, each report randomized at ε = 1; the estimates of every
    /// place are within 5 standard errors of how many truly picked it.
    @Test func estimatesAreUnbiasedOverMixedK() throws {
        let mechanism = RandomizedResponse(epsilon: 1)
        var generator = SeededGenerator(seed: 7)
        var tally = CrowdTally<Int>()
        var truth: [Int: Int] = [:]
        var variance: [Int: Double] = [:]
        let places = Array(0..<12)
        for _ in 0..<40_000 {
            let k = Int.random(in: 2...8, using: &generator)
            let list = Array(places.shuffled(using: &generator).prefix(k))
            // People favour low-numbered places.
            let pick = list.min() ?? 0
            truth[pick, default: 0] += 1
            tally.record(try CrowdReport(randomizing: pick, among: list, mechanism: mechanism, using: &generator), mechanism: mechanism)
            let p = mechanism.keepProbability(k: k), q = mechanism.otherProbability(k: k)
            for place in list {
                let named = place == pick ? p : q
                variance[place, default: 0] += named * (1 - named) / ((p - q) * (p - q))
            }
        }
        for place in places {
            let error = tally.estimate(of: place) - Double(truth[place] ?? 0)
            #expect(abs(error) < 5 * (variance[place] ?? 0).squareRoot(), "place \(place): \(tally.estimate(of: place)) against \(truth[place] ?? 0)")
        }
    }
}
