@testable import CurrentPlaceClient
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `confirm(pick:among:)`: a pick randomized on the device and sent to `POST /v1/currentPlace:confirm`, against
/// real servers with a crowd, without one, and with an hourly limit (``CrowdServers``).
@Suite(.crowdServers, .timeLimit(.minutes(5))) struct ConfirmTests {
    /// Stockmann's department store, central Helsinki.
    static let stockmann = Coordinate(latitude: 60.1684, longitude: 24.9420)
    /// Senate Square, 600 m east: its five likely places are none of Stockmann's.
    static let senateSquare = Coordinate(latitude: 60.1695, longitude: 24.9525)

    /// p and q of k-ary randomized response (docs/API.md), worked out here rather than taken from the code tested.
    static func probabilities(k: Int, epsilon: Double) -> (p: Double, q: Double) {
        let odds = exp(epsilon)
        return (odds / (odds + Double(k - 1)), 1 / (odds + Double(k - 1)))
    }

    /// The likely places at `coordinate` on `server`, with explanations.
    static func likely(_ server: URL, at coordinate: Coordinate, limit: Int) async throws -> [PlaceLikelihood] {
        try await PlacesClient(baseURL: server).findPlaceLikelihoods(at: coordinate, accuracy: 10, limit: limit, explain: true)
    }

    @Test func theConfigSaysWhetherTheServerKeepsACrowd() async throws {
        let servers = try CrowdServers.running()
        #expect(try await PlacesClient(baseURL: servers.crowded).config().crowd == ServerConfig.CrowdSettings(epsilon: 2))
        #expect(try await PlacesClient(baseURL: servers.plain).config().crowd == nil)
    }

    /// One confirmation of the second place among the five shown at Stockmann: each of the five is counted, the
    /// one reported by (1 − q)/(p − q), the others by −q/(p − q), and the explanations say so.
    @Test func aConfirmationIsCountedForEveryPlaceShown() async throws {
        let servers = try CrowdServers.running()
        let client = PlacesClient(baseURL: servers.crowded)
        let shown = try await Self.likely(servers.crowded, at: Self.stockmann, limit: 5)
        try #require(shown.count == 5)
        for item in shown {
            let explanation = try #require(item.explanation)
            #expect(explanation.crowdConfirmations == 0, "\(item.place.id) before any confirmation")
            #expect(explanation.crowdFactor != nil)
        }
        let sent = try await client.confirm(pick: shown[1].place, among: shown)
        #expect(sent.candidates == shown.map(\.place.id))
        #expect(sent.candidates.contains(sent.place))

        let after = try await Self.likely(servers.crowded, at: Self.stockmann, limit: 20)
        let (p, q) = Self.probabilities(k: 5, epsilon: 2)
        var total = 0.0
        for id in sent.candidates {
            let explanation = try #require(after.first { $0.place.id == id }?.explanation, "\(id) is no longer listed")
            let confirmations = try #require(explanation.crowdConfirmations)
            let expected = id == sent.place ? (1 - q) / (p - q) : -q / (p - q)
            #expect(abs(confirmations - expected) <= 0.051, "\(id): \(confirmations), expected \(expected)")
            total += confirmations
        }
        // Every report adds exactly 1 over its candidates (each written to 0.1).
        #expect(abs(total - 1) <= 0.26, "\(total)")
    }

    /// 60 confirmations of one pick among the five places at Senate Square, randomized with a seeded generator:
    /// what was sent is what the pure randomizing gives for that seed, the pick is reported about p of the
    /// time, and the server's estimates are exactly those of the reports sent: ĉ(pick) near 60, the others near 0.
    @Test func manyConfirmationsOfOnePickAreCountedWithoutBias() async throws {
        let servers = try CrowdServers.running()
        let client = PlacesClient(baseURL: servers.crowded)
        let shown = try await Self.likely(servers.crowded, at: Self.senateSquare, limit: 5).map(\.place.id)
        try #require(shown.count == 5)
        let pick = shown[2], count = 60
        var generator = SplitMix64(seed: 58), twin = SplitMix64(seed: 58)
        var named: [String: Int] = [:]
        for _ in 0..<count {
            let sent = try await client.confirm(pick: pick, among: shown, using: &generator)
            let expected = try PlaceConfirmation(randomizing: pick, among: shown, epsilon: 2, using: &twin)
            #expect(sent == expected)
            #expect(sent.candidates == shown)
            named[sent.place, default: 0] += 1
        }
        let (p, q) = Self.probabilities(k: 5, epsilon: 2)
        let keptSD = (Double(count) * p * (1 - p)).squareRoot()
        #expect(abs(Double(named[pick] ?? 0) - Double(count) * p) < 5 * keptSD, "\(named)")

        let after = try await Self.likely(servers.crowded, at: Self.senateSquare, limit: 20)
        var total = 0.0
        for id in shown {
            let estimate = try #require(after.first { $0.place.id == id }?.explanation?.crowdConfirmations, "\(id)")
            // ĉ = Σ_named 1/(p − q) − Σ_listed q/(p − q), from the reports the client sent.
            let expected = (Double(named[id] ?? 0) - Double(count) * q) / (p - q)
            #expect(abs(estimate - expected) <= 0.051, "\(id): \(estimate), expected \(expected)")
            // Unbiased: 60 people picked `pick`, nobody the others (5 SDs of the estimate's noise).
            let truth = id == pick ? Double(count) : 0
            let variance = Double(count) * (id == pick ? p * (1 - p) : q * (1 - q)) / ((p - q) * (p - q))
            #expect(abs(estimate - truth) < 5 * variance.squareRoot(), "\(id): \(estimate)")
            total += estimate
        }
        #expect(abs(total - Double(count)) <= 0.26, "\(total)")
    }

    /// 400 randomizings of one pick, as the client would send them: the pick is reported about
    /// p = e^ε / (e^ε + k − 1) of the time (e²/(e² + 4) among five at ε = 2) and each other place about q,
    /// within 5 binomial SDs; for a few k and ε.
    @Test(arguments: [(5, 2.0, 1), (2, 2.0, 0), (20, 2.0, 19), (5, 0.5, 4), (5, 5.0, 3)])
    func thePickIsReportedWithProbabilityP(k: Int, epsilon: Double, pickIndex: Int) throws {
        let shown = (1...k).map { "n\($0)" }, pick = shown[pickIndex], draws = 400
        var generator = SplitMix64(seed: UInt64(k) &* 1_000 &+ UInt64(epsilon * 10))
        var named: [String: Int] = [:]
        for _ in 0..<draws {
            let confirmation = try PlaceConfirmation(randomizing: pick, among: shown, epsilon: epsilon, using: &generator)
            #expect(confirmation.candidates == shown && shown.contains(confirmation.place))
            named[confirmation.place, default: 0] += 1
        }
        let (p, q) = Self.probabilities(k: k, epsilon: epsilon)
        if k == 5 && epsilon == 2 { #expect(abs(p - exp(2) / (exp(2) + 4)) < 1e-12) }
        for id in shown {
            let probability = id == pick ? p : q
            let sd = (Double(draws) * probability * (1 - probability)).squareRoot()
            #expect(abs(Double(named[id] ?? 0) - Double(draws) * probability) <= max(5 * sd, 0.5),
                    "\(id): \(named[id] ?? 0) of \(draws), p \(probability)")
        }
    }

    @Test func thePickIsAddedWhenTheListDidNotHoldIt() throws {
        var generator = SplitMix64(seed: 1)
        let confirmation = try PlaceConfirmation(randomizing: "w9", among: ["n1", "n2", "n3", "n4"], epsilon: 2,
                                                 using: &generator)
        #expect(confirmation.candidates == ["n1", "n2", "n3", "n4", "w9"])
        let json = String(decoding: try JSONEncoder().encode(confirmation), as: UTF8.self)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        // The body holds the two fields the server reads and nothing else: no position, no time.
        #expect(Set(object.keys) == ["candidates", "place"], "\(json)")
    }

    /// The request carries the body and nothing about the person: not the client's language.
    @Test func theRequestIsTheBodyWithoutTheLanguage() throws {
        let client = PlacesClient(baseURL: try #require(URL(string: "http://127.0.0.1:9/places/")), language: "sv")
        let confirmation = PlaceConfirmation(candidates: ["n1", "w2"], place: "w2")
        let request = try client.request(confirming: confirmation)
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "http://127.0.0.1:9/places/v1/currentPlace:confirm")
        #expect(request.value(forHTTPHeaderField: "Accept-Language") == nil)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        let body = try JSONDecoder().decode(PlaceConfirmation.self, from: try #require(request.httpBody))
        #expect(body == confirmation)
        #expect(try client.request(path: "/v1/config").value(forHTTPHeaderField: "Accept-Language") == "sv")
    }

    /// Lists no server takes are refused before any request: the client's server here is a closed port, so a
    /// request would have been a transport error.
    @Test func badListsAreRefusedBeforeAnyRequest() async throws {
        let closed = try ClosedPort()
        let client = PlacesClient(baseURL: try #require(URL(string: "http://127.0.0.1:\(closed.port)")))
        let twenty = (1...20).map { "n\($0)" }
        let cases: [(String, String, [String])] = [
            ("nothing shown", "n1", []),
            ("only the pick", "n1", ["n1"]),
            ("21 places", "n1", twenty + ["n21"]),
            ("20 and the pick", "w1", twenty),
            ("a place twice", "n2", ["n1", "n2", "n1"]),
            ("the pick twice", "n2", ["n2", "n3", "n2"]),
        ]
        for (name, pick, shown) in cases {
            let error = try await #require(throws: PlacesAPIError.self, "\(name)") {
                try await client.confirm(pick: pick, among: shown)
            }
            #expect(error.code == 400 && error.status == "INVALID_ARGUMENT" && error.parameter == "candidates", "\(name): \(error)")
            var generator = SplitMix64(seed: 2)
            #expect(throws: PlacesAPIError.self, "\(name)") {
                try PlaceConfirmation(randomizing: pick, among: shown, epsilon: 2, using: &generator)
            }
        }
        // Twenty with the pick among them is the most there may be; here the request is the one that fails.
        await #expect(throws: PlacesTransportError.self) { try await client.confirm(pick: "n1", among: twenty) }
        var generator = SplitMix64(seed: 3)
        #expect(throws: PlacesAPIError.self) {
            try PlaceConfirmation(randomizing: "n1", among: ["n1", "n2"], epsilon: 0, using: &generator)
        }
    }

    /// Without a crowd the client learns it from `/v1/config` and sends nothing: the server's access log has the
    /// config request and no confirmation. A confirmation posted anyway is the server's own 404.
    @Test func aServerWithoutACrowdGetsNothing() async throws {
        let servers = try CrowdServers.running()
        let client = PlacesClient(baseURL: servers.plain)
        let shown = try await Self.likely(servers.plain, at: Self.stockmann, limit: 5)
        #expect(shown.allSatisfy { $0.explanation?.crowdConfirmations == nil && $0.explanation?.crowdFactor == nil })
        let error = try await #require(throws: PlacesAPIError.self) {
            try await client.confirm(pick: shown[0].place, among: shown)
        }
        #expect(error.code == 404 && error.status == "NOT_FOUND" && error.message.contains("nothing was sent"), "\(error)")
        // A request after it, so that the log is known to hold every line before.
        _ = try await client.place(id: shown[0].place.id, fields: [.displayName])
        let log = try await Self.accessLog(of: servers, containing: "GET /v1/places/")
        #expect(log.contains("GET /v1/config"))
        // The server's metrics count every request by route (its access log leaves confirmations out): none came.
        let (metrics, _) = try await URLSession.shared.data(from: servers.plain.appendingPathComponent("metrics"))
        let counted = String(decoding: metrics, as: UTF8.self)
        #expect(counted.contains("route=\"config\"") && !counted.contains("route=\"confirm\""), "\(counted)")

        var generator = SplitMix64(seed: 4)
        let body = try PlaceConfirmation(randomizing: shown[0].place.id, among: shown.map(\.place.id), epsilon: 2,
                                         using: &generator)
        let sent = try await #require(throws: PlacesAPIError.self) { try await client.send(confirmation: body) }
        #expect(sent.code == 404 && sent.status == "NOT_FOUND" && sent.message.contains("keeps no crowd"), "\(sent)")
    }

    /// The plain server's access log once it has a line with `text` (it is written as requests end).
    private static func accessLog(of servers: CrowdServers, containing text: String) async throws -> String {
        for _ in 0..<100 {
            let log = servers.plainAccessLog
            if log.contains(text) { return log }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        return servers.plainAccessLog
    }

    /// The server's 400 for an id that is no place of it names the candidate.
    @Test func anIdThatIsNoPlaceIsTheServersFourHundred() async throws {
        let servers = try CrowdServers.running()
        let client = PlacesClient(baseURL: servers.crowded)
        let error = try await #require(throws: PlacesAPIError.self) {
            try await client.confirm(pick: "w122595241", among: ["w122595241", "n1"])
        }
        #expect(error.code == 400 && error.status == "INVALID_ARGUMENT" && error.parameter == "candidates[1]", "\(error)")
    }

    /// Past the hourly limit: 429 RESOURCE_EXHAUSTED with the seconds to wait.
    @Test func pastTheHourlyLimitIsResourceExhaustedWithRetryAfter() async throws {
        let servers = try CrowdServers.running()
        let client = PlacesClient(baseURL: servers.limited)
        var accepted = 0
        var refusal: PlacesAPIError?
        // The limit's count starts again on the hour: a few more tries than the limit.
        for _ in 0..<(CrowdServers.limitedCrowdLimit + 3) {
            do {
                try await client.confirm(pick: "w122595241", among: ["w122595241", "n6049453018"])
                accepted += 1
            } catch let error as PlacesAPIError {
                refusal = error
                break
            }
        }
        let error = try #require(refusal, "\(accepted) confirmations and no 429")
        #expect(accepted >= CrowdServers.limitedCrowdLimit)
        #expect(error.code == 429 && error.status == "RESOURCE_EXHAUSTED", "\(error)")
        let retryAfter = try #require(error.retryAfter, "\(error)")
        #expect((1...3_600).contains(retryAfter))
        #expect(error.description.contains("retry after"))
    }

    @Test func retryAfterIsReadAsSecondsOrAnHTTPDate() {
        let now = Date(timeIntervalSince1970: 1_796_032_800)  // Mon, 30 Nov 2026 10:00:00 GMT
        #expect(PlacesAPIError.seconds(retryAfter: "1800", now: now) == 1_800)
        #expect(PlacesAPIError.seconds(retryAfter: " 7 ", now: now) == 7)
        #expect(PlacesAPIError.seconds(retryAfter: "Mon, 30 Nov 2026 10:30:00 GMT", now: now) == 1_800)
        #expect(PlacesAPIError.seconds(retryAfter: "Mon, 30 Nov 2026 09:00:00 GMT", now: now) == 0)
        #expect(PlacesAPIError.seconds(retryAfter: "soon", now: now) == nil)
        #expect(PlacesAPIError.seconds(retryAfter: "-5", now: now) == nil)
        let error = PlacesAPIError(statusCode: 429, body: Data(#"{"error":{"code":429,"message":"m","status":"RESOURCE_EXHAUSTED"}}"#.utf8),
                                   retryAfter: "60", now: now)
        #expect(error.retryAfter == 60 && error.status == "RESOURCE_EXHAUSTED")
    }

    @Test func anOlderServersExplanationWithoutTheCrowdStillDecodes() throws {
        let json = #"{"distanceMeters":3,"insideFootprint":true,"hasFootprint":true,"openStatus":"notAsked","openFactor":1,"#
            + #""prior":1,"priorReason":"cafe","positionDensity":0.001}"#
        let explanation = try JSONDecoder().decode(LikelihoodExplanation.self, from: Data(json.utf8))
        #expect(explanation.crowdConfirmations == nil && explanation.crowdFactor == nil)
        let crowded = try JSONDecoder().decode(LikelihoodExplanation.self, from: Data((json.dropLast() + #","crowdConfirmations":-0.2,"crowdFactor":0.98}"#).utf8))
        #expect(crowded.crowdConfirmations == -0.2 && crowded.crowdFactor == 0.98)
    }
}
