import Crowd
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Geo
import OSMImport
import Server
import TestSupport
import Testing

/// A real server over the Helsinki store with a crowd file, started on a free port.
private final class CrowdServer: Sendable {
    let server: PlaceServer
    let base: String
    let crowdPath: String?

    /// A server counting into a new crowd file (nil: no crowd) with `limit` confirmations an hour from one address.
    init(crowd: Bool, limit: Int, name: String) throws {
        let folder = Repository.root.appendingPathComponent(".build/test-stores")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = folder.appendingPathComponent("helsinki-crowd-\(name).sqlite").path
        _ = try Importer.run(inputs: [try Repository.sampleData("Helsinki.osm.pbf")], destination: store)
        var configuration = PlaceServer.Configuration(storePath: store)
        configuration.port = 0
        configuration.threads = 2
        configuration.accessLog = false
        if crowd {
            let path = folder.appendingPathComponent("crowd-\(name).sqlite").path
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            configuration.crowdPath = path
            crowdPath = path
        } else {
            crowdPath = nil
        }
        configuration.crowdLimit = limit
        server = try PlaceServer(configuration)
        base = "http://127.0.0.1:\(try server.start())"
    }
}

private let unlimited: Result<CrowdServer, any Error> = Result { try CrowdServer(crowd: true, limit: 0, name: "unlimited") }
private let limited: Result<CrowdServer, any Error> = Result { try CrowdServer(crowd: true, limit: 5, name: "limited") }
private let crowdless: Result<CrowdServer, any Error> = Result { try CrowdServer(crowd: false, limit: 0, name: "none") }

private struct Reply: Sendable {
    let status: Int
    let headers: [String: String]
    let body: Data
    var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
    var error: [String: Any] { json["error"] as? [String: Any] ?? [:] }
}

private func fetch(_ server: CrowdServer, _ path: String, method: String = "GET", body: Data? = nil) async throws -> Reply {
    var request = URLRequest(url: try #require(URL(string: server.base + path)))
    request.httpMethod = method
    request.httpBody = body
    let (data, response) = try await URLSession.shared.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    var fields: [String: String] = [:]
    for (key, value) in http.allHeaderFields { fields[String(describing: key).lowercased()] = String(describing: value) }
    return Reply(status: http.statusCode, headers: fields, body: data)
}

private func confirm(_ server: CrowdServer, candidates: [String], place: String) async throws -> Reply {
    let body = try JSONSerialization.data(withJSONObject: ["candidates": candidates, "place": place])
    return try await fetch(server, "/v1/currentPlace:confirm", method: "POST", body: body)
}

/// The five at the Esplanadi's east end, with their explanations.
private func five(_ server: CrowdServer) async throws -> [[String: Any]] {
    let reply = try await fetch(server, "/v1/currentPlace?lat=60.1675&lng=24.9485&accuracy=20&explain=true")
    #expect(reply.status == 200)
    return reply.json["placeLikelihoods"] as? [[String: Any]] ?? []
}

private func id(_ item: [String: Any]) -> String { (item["place"] as? [String: Any])?["id"] as? String ?? "" }

@Suite(.serialized, .timeLimit(.minutes(5))) struct CrowdServerTests {
    @Test func configSaysEpsilonOnlyWhenTheServerKeepsACrowd() async throws {
        let with = try await fetch(try unlimited.get(), "/v1/config")
        #expect((with.json["crowd"] as? [String: Any])?["epsilon"] as? Double == 2)
        let without = try await fetch(try crowdless.get(), "/v1/config")
        #expect(without.status == 200 && without.json["crowd"] == nil)
        let refused = try await confirm(try crowdless.get(), candidates: ["n1", "n2"], place: "n1")
        #expect(refused.status == 404 && refused.error["status"] as? String == "NOT_FOUND")
    }

    /// People at the same spot confirm the second of their five, 40 m away, each report randomized on the device
    /// at ε = 2; the server's answers then put it first and explain why. Before, with no confirmation near, every
    /// factor is 1; after, the places nobody picked keep their order among themselves.
    @Test func randomizedConfirmationsLiftThePlacePeoplePick() async throws {
        let server = try unlimited.get()
        let before = try await five(server)
        try #require(before.count == 5)
        let candidates = before.map(id)
        let chosen = candidates[1]
        #expect((before[0]["explanation"] as? [String: Any])?["crowdFactor"] as? Double == 1)
        let mechanism = RandomizedResponse(epsilon: 2)
        var generator = SeededGenerator(seed: 58)
        for _ in 0..<60 {
            let report = try CrowdReport(randomizing: chosen, among: candidates, mechanism: mechanism, using: &generator)
            #expect(try await confirm(server, candidates: report.candidates, place: report.reported).status == 204)
        }
        let after = try await five(server)
        #expect(after.first.map(id) == chosen, "\(after.map(id)) after 60 confirmations of \(chosen)")
        let others = after.map(id).filter { $0 != chosen }
        #expect(others == candidates.filter { $0 != chosen }.filter(others.contains), "\(others) against \(candidates)")
        let explained = try #require(after.first?["explanation"] as? [String: Any])
        let estimate = try #require(explained["crowdConfirmations"] as? Double)
        // 60 picks, estimated without bias: within 4 standard errors (about 4.6 each way at this k and ε).
        #expect(abs(estimate - 60) < 20, "estimate \(estimate)")
        #expect((explained["crowdFactor"] as? Double ?? 0) > 5)
        #expect(after.dropFirst().allSatisfy { (($0["explanation"] as? [String: Any])?["crowdFactor"] as? Double ?? 2) < 1 })
        // The likelihoods still sum to at most 1.
        let total = after.reduce(0.0) { $0 + ($1["likelihood"] as? Double ?? 0) }
        #expect(total <= 1 + 1e-9)
    }

    @Test(arguments: [
        ("{}", "candidates"), ("not json", "body"), ("[]", "body"), (#"{"candidates": ["n1"], "place": "n1"}"#, "candidates"),
        (#"{"candidates": "n1", "place": "n1"}"#, "candidates"), (#"{"candidates": [1, 2], "place": "n1"}"#, "candidates[0]"),
        (#"{"candidates": ["n1", "n1"], "place": "n1"}"#, "candidates"), (#"{"candidates": ["w1", "w2"], "place": "w3"}"#, "place"),
        (#"{"candidates": ["w1", "w2"], "place": ""}"#, "place"), (#"{"candidates": ["w1", "w2"]}"#, "place"),
        (#"{"candidates": ["w1", "-"], "place": "w1"}"#, "candidates[1]"),
        (#"{"candidates": ["w1", "w2"], "place": "w1", "colour": "red"}"#, "colour"),
        (#"{"candidates": ["w1", "w2"], "place": "w1", "place": "w2"}"#, "place"),
        (#"{"candidates": ["w1", "w2"], "place": "w1", "time": "noon"}"#, "time"),
        (#"{"candidates": ["w1", "w2"], "place": "w1", "time": 5}"#, "time"),
        (#"{"candidates": ["n1", "n2"], "place": "n1"}"#, "candidates[0]"),
        ("{\"candidates\": [" + (0..<21).map { "\"n\($0)\"" }.joined(separator: ",") + "], \"place\": \"n1\"}", "candidates"),
    ])
    func oddBodiesAre400NamingTheField(body: String, parameter: String) async throws {
        let reply = try await fetch(try unlimited.get(), "/v1/currentPlace:confirm", method: "POST", body: Data(body.utf8))
        #expect(reply.status == 400, "\(body): \(reply.status)")
        #expect(reply.error["parameter"] as? String == parameter, "\(body): \(reply.error)")
    }

    @Test func wrongMethodsAndURLParametersAreRefused() async throws {
        let server = try unlimited.get()
        let get = try await fetch(server, "/v1/currentPlace:confirm")
        #expect(get.status == 405 && get.headers["allow"] == "POST")
        let candidates = try await five(server).map(id)
        let body = try JSONSerialization.data(withJSONObject: ["candidates": candidates, "place": candidates[0]])
        let query = try await fetch(server, "/v1/currentPlace:confirm?lat=60", method: "POST", body: body)
        #expect(query.status == 400 && query.error["parameter"] as? String == "lat")
        // A time is checked and dropped.
        let timed = try JSONSerialization.data(withJSONObject: ["candidates": candidates, "place": candidates[1],
                                                                "time": "2026-12-06T12:00:00+01:00"])
        #expect(try await fetch(server, "/v1/currentPlace:confirm", method: "POST", body: timed).status == 204)
    }

    /// One address sends 10,000 confirmations of one place within the hour: five are counted, the rest get 429
    /// with a Retry-After, and the place's estimate moves by at most five reports' worth.
    @Test func theLimitHoldsUnderAFlood() async throws {
        let server = try limited.get()
        let candidates = Array(try await five(server).map(id).prefix(2))
        try #require(candidates.count == 2)
        let statuses = try await withThrowingTaskGroup(of: [Int].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var seen: [Int] = []
                    for _ in 0..<1_250 { seen.append(try await confirm(server, candidates: candidates, place: candidates[1]).status) }
                    return seen
                }
            }
            return try await group.reduce(into: [Int]()) { $0 += $1 }
        }
        #expect(statuses.count == 10_000)
        #expect(statuses.filter { $0 == 204 }.count == 5)
        #expect(statuses.filter { $0 == 429 }.count == 9_995)
        let refused = try await confirm(server, candidates: candidates, place: candidates[1])
        #expect(refused.status == 429 && Int(refused.headers["retry-after"] ?? "") ?? 0 > 0)
        #expect(refused.error["status"] as? String == "RESOURCE_EXHAUSTED")
        let after = try await five(server)
        let explained = after.first { id($0) == candidates[1] }?["explanation"] as? [String: Any]
        let estimate = try #require(explained?["crowdConfirmations"] as? Double)
        let mechanism = RandomizedResponse(epsilon: 2)
        let p = mechanism.keepProbability(k: 2), q = mechanism.otherProbability(k: 2)
        #expect(estimate <= 5 * (1 - q) / (p - q) + 0.1, "estimate \(estimate)")
    }
}
