import Crowd
import Foundation

/// One confirmation as ``PlacesClient/confirm(pick:among:)`` sends it (`POST /v1/currentPlace:confirm`): the
/// places the person was shown and the one the device reports, already randomized. It is the whole body:
/// no position, no time, not the person's pick itself (docs/PRIVACY.md).
public struct PlaceConfirmation: Sendable, Hashable, Codable {
    /// The ids of the places shown, in the order shown, each once (2 to 20; the pick last when the list did not
    /// hold it).
    public let candidates: [String]
    /// The id reported: one of ``candidates``, the person's pick with probability e^ε / (e^ε + k − 1) and
    /// otherwise one of the other k − 1, uniformly.
    public let place: String
}

extension PlaceConfirmation {
    /// The confirmation of `pick` among `shown`, randomized with budget `epsilon` by `generator`: the one
    /// randomizing of `Crowd.CrowdReport`. A device passes the system's secure generator, never a seeded one.
    /// - Throws: ``PlacesAPIError`` `INVALID_ARGUMENT` as ``candidates(pick:among:)`` does, and for an
    ///   `epsilon` outside 0.1…10 (parameter `epsilon`).
    init<Generator: RandomNumberGenerator>(randomizing pick: String, among shown: [String], epsilon: Double,
                                           using generator: inout Generator) throws(PlacesAPIError) {
        guard let mechanism = RandomizedResponse(checking: epsilon) else {
            throw .invalidArgument("epsilon must be a number from \(RandomizedResponse.epsilonRange.lowerBound) to "
                                   + "\(RandomizedResponse.epsilonRange.upperBound), not \(epsilon)", parameter: "epsilon")
        }
        let candidates = try PlaceConfirmation.candidates(pick: pick, among: shown)
        do {
            let report = try CrowdReport(randomizing: pick, among: candidates, mechanism: mechanism, using: &generator)
            self.candidates = report.candidates
            place = report.reported
        } catch {
            throw PlaceConfirmation.refusal(error)
        }
    }

    /// The places a confirmation of `pick` lists: `shown`, with `pick` appended when they do not hold it.
    /// - Throws: ``PlacesAPIError`` `INVALID_ARGUMENT` (parameter `candidates`) when that makes fewer than 2 or
    ///   more than 20 places, or `shown` lists a place twice: what the server would refuse, found before any request.
    static func candidates(pick: String, among shown: [String]) throws(PlacesAPIError) -> [String] {
        let candidates = shown.contains(pick) ? shown : shown + [pick]
        do {
            _ = try CrowdReport(candidates: candidates, reported: pick)
        } catch {
            throw refusal(error)
        }
        return candidates
    }

    /// The error for a list that makes no report, in the server's words.
    private static func refusal(_ problem: CrowdReport<String>.Problem) -> PlacesAPIError {
        switch problem {
        case .count(let count):
            .invalidArgument("candidates must list \(RandomizedResponse.minimumCandidates) to "
                             + "\(RandomizedResponse.maximumCandidates) places, the pick among them, not \(count)",
                             parameter: "candidates")
        case .repeated(let id):
            .invalidArgument("candidates lists \(id) twice", parameter: "candidates")
        case .notListed(let id):
            .invalidArgument("place \(id) is not among the candidates", parameter: "place")
        }
    }
}
