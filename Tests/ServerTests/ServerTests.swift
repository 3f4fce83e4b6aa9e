import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import OSMImport
import Server
import TestSupport
import Testing

/// One real server over the Helsinki store for the whole suite, on a free port.
private final class RunningServer: Sendable {
    let server: PlaceServer
    let base: String

    init() throws {
        let folder = Repository.root.appendingPathComponent(".build/test-stores")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("helsinki-server.sqlite").path
        _ = try Importer.run(inputs: [try Repository.sampleData("Helsinki.osm.pbf")], destination: path)
        var configuration = PlaceServer.Configuration(storePath: path)
        configuration.port = 0
        configuration.threads = 2
        configuration.accessLog = false
        configuration.maxBodyBytes = 4_096
        server = try PlaceServer(configuration)
        base = "http://127.0.0.1:\(try server.start())"
    }
}

private let shared: Result<RunningServer, any Error> = Result { try RunningServer() }

private struct Reply {
    let status: Int
    let headers: [String: String]
    let body: Data
    var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
    var error: [String: Any] { json["error"] as? [String: Any] ?? [:] }
}

private func fetch(_ path: String, method: String = "GET", headers: [String: String] = [:], body: Data? = nil) async throws -> Reply {
    let server = try shared.get()
    var request = URLRequest(url: try #require(URL(string: server.base + path)))
    request.httpMethod = method
    request.httpBody = body
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let (data, response) = try await URLSession.shared.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    var fields: [String: String] = [:]
    for (key, value) in http.allHeaderFields { fields[String(describing: key).lowercased()] = String(describing: value) }
    return Reply(status: http.statusCode, headers: fields, body: data)
}

private let stockmann = "lat=60.1684&lng=24.942"

@Suite(.serialized, .timeLimit(.minutes(5))) struct ServerTests {
    @Test func currentPlaceAnswersLikeTheCLI() async throws {
        let reply = try await fetch("/v1/currentPlace?\(stockmann)&accuracy=10&limit=3")
        #expect(reply.status == 200)
        #expect(reply.headers["content-type"]?.hasPrefix("application/json") == true)
        let places = try #require(reply.json["placeLikelihoods"] as? [[String: Any]])
        #expect(places.count == 3)
        #expect(reply.json["recommendedZoom"] as? Int == 15)
        #expect(reply.json["attributions"] as? [String] == ["© OpenStreetMap contributors"])
    }

    @Test(arguments: [
        ("/v1/currentPlace?lat=91&lng=24.9", "lat"), ("/v1/currentPlace?lat=60.1", "lng"),
        ("/v1/currentPlace?\(stockmann)&accuracy=-1", "accuracy"), ("/v1/currentPlace?\(stockmann)&limit=50", "limit"),
        ("/v1/currentPlace?\(stockmann)&fields=nope", "fields"), ("/v1/currentPlace?\(stockmann)&time=noon", "time"),
        ("/v1/currentPlace?\(stockmann)&colour=red", "colour"), ("/v1/places/x42", "id"),
        ("/staticmap?center=60.17,24.94&zoom=30", "zoom"), ("/staticmap?zoom=3", "center"),
    ])
    func badParametersAre400NamingTheParameter(path: String, parameter: String) async throws {
        let reply = try await fetch(path)
        #expect(reply.status == 400, "\(path)")
        #expect(reply.error["parameter"] as? String == parameter, "\(path): \(reply.error)")
        #expect(reply.error["status"] as? String == "INVALID_ARGUMENT")
    }

    @Test func unknownRoutesWrongMethodsAndBigBodies() async throws {
        #expect(try await fetch("/v2/everything").status == 404)
        #expect(try await fetch("/v1/places/n1").status == 404)
        let wrongMethod = try await fetch("/v1/currentPlace?\(stockmann)", method: "DELETE")
        #expect(wrongMethod.status == 405)
        #expect(wrongMethod.headers["allow"] == "GET, HEAD, POST")
        #expect(try await fetch("/v1/places:searchNearby").status == 405)
        let big = try await fetch("/v1/places:searchNearby", method: "POST", headers: ["X-Goog-FieldMask": "*"],
                                  body: Data(repeating: 0x20, count: 10_000))
        #expect(big.status == 413)
        // A history of 1,000 picks is more than this server's 4 KiB limit; /v1/currentPlace takes 256 KiB.
        let history = try await fetch("/v1/currentPlace", method: "POST", headers: ["Content-Type": "application/json"],
                                      body: Self.body(picks: 1_000, of: "n25389429"))
        #expect(history.status == 200, "\(history.error)")
        let huge = try await fetch("/v1/currentPlace", method: "POST", body: Data(repeating: 0x20, count: 300_000))
        #expect(huge.status == 413)
    }

    /// A POST body at Stockmann's corner with `picks` picks of `id` on Monday mornings.
    private static func body(picks: Int, of id: String, explain: Bool = false) -> Data {
        let entries = (0..<picks).map { week in
            let day = 30 - 7 * (week % 4)
            return #"{"id":"\#(id)","time":"2026-11-\#(String(format: "%02d", day))T12:0\#(week % 10):00+02:00"}"#
        }
        let fix = #"{"lat":60.1684,"lng":24.942,"accuracy":10,"time":"2026-11-30T12:00:00+02:00","explain":\#(explain),"#
        return Data((fix + #""history":[\#(entries.joined(separator: ","))]}"#).utf8)
    }

    @Test func postWithAHistoryRanksThePickedPlaceHigher() async throws {
        let plain = try await fetch("/v1/currentPlace?\(stockmann)&accuracy=10&time=2026-11-30T12:00:00%2B02:00&limit=5")
        let ids = try #require(plain.json["placeLikelihoods"] as? [[String: Any]]).compactMap { ($0["place"] as? [String: Any])?["id"] as? String }
        let last = try #require(ids.last)
        let picked = try await fetch("/v1/currentPlace", method: "POST", body: Self.body(picks: 12, of: last, explain: true))
        #expect(picked.status == 200, "\(picked.error)")
        let places = try #require(picked.json["placeLikelihoods"] as? [[String: Any]])
        let rank = try #require(places.firstIndex { ($0["place"] as? [String: Any])?["id"] as? String == last })
        #expect(rank < ids.count - 1, "\(last) stayed last")
        let explanation = try #require(places[rank]["explanation"] as? [String: Any])
        #expect(explanation["historyVisits"] as? Int == 12)
        #expect((explanation["historyFactor"] as? Double ?? 0) > 1)
    }

    @Test(arguments: [
        ("", "body"), ("[]", "body"), (#"{"lat":60.1684,"lng":24.942,"history":{}}"#, "history"),
        (#"{"lat":60.1684,"lng":24.942,"history":[{"id":"n1","time":"2026-11-30T12:00:00"}]}"#, "history[0].time"),
        (#"{"lat":60.1684,"lng":24.942,"history":[{"id":"n1","time":"2026-11-30T12:00Z"},{"id":"x"}]}"#, "history[1].id"),
        (#"{"lat":60.1684,"lng":24.942,"colour":"red"}"#, "colour"), (#"{"lng":24.942}"#, "lat"),
    ])
    func badBodiesAre400NamingTheField(body: String, parameter: String) async throws {
        let reply = try await fetch("/v1/currentPlace", method: "POST", body: Data(body.utf8))
        #expect(reply.status == 400, "\(body)")
        #expect(reply.error["parameter"] as? String == parameter, "\(body): \(reply.error)")
    }

    @Test func postTakesNoURLParametersAndGetNoHistory() async throws {
        let post = try await fetch("/v1/currentPlace?explain=1", method: "POST", body: Data(#"{"lat":60.1684,"lng":24.942}"#.utf8))
        #expect(post.status == 400 && post.error["parameter"] as? String == "explain")
        let get = try await fetch("/v1/currentPlace?\(stockmann)&history=%5B%5D")
        #expect(get.status == 400 && get.error["parameter"] as? String == "history")
    }

    @Test(arguments: ["/static/../Package.swift", "/static/%2e%2e/Package.swift", "/leaflet/../../../etc/passwd",
                      "/leaflet/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/static/%252e%252e/Package.swift", "/static/"])
    func pathTraversalFindsNothing(path: String) async throws {
        let reply = try await fetch(path)
        #expect(reply.status == 404, "\(path)")
        #expect(!String(decoding: reply.body, as: UTF8.self).contains("root:"))
    }

    @Test func webAppAndLeafletAreServedLocally() async throws {
        let page = try await fetch("/")
        #expect(page.status == 200 && page.headers["content-type"]?.hasPrefix("text/html") == true)
        #expect(try await fetch("/leaflet/leaflet.js").status == 200)
        #expect(try await fetch("/leaflet/leaflet.css").status == 200)
        let config = try await fetch("/v1/config")
        #expect(config.json["tilesUrl"] as? String == "/tiles/{z}/{x}/{y}.png")
        #expect((config.json["defaultLocation"] as? [String: Double])?["latitude"] != nil)
    }

    @Test func tilesHaveETagsAndAnswer304() async throws {
        let tile = try await fetch("/tiles/16/37307/18969.png")
        #expect(tile.status == 200 && tile.headers["content-type"] == "image/png")
        #expect(tile.body.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let etag = try #require(tile.headers["etag"])
        #expect(tile.headers["cache-control"]?.contains("max-age") == true)
        #expect(try await fetch("/tiles/16/37307/18969.png", headers: ["If-None-Match": etag]).status == 304)
        let retina = try await fetch("/tiles/16/37307/18969@2x.png")
        #expect(retina.status == 200 && retina.headers["etag"] != etag)
        #expect(try await fetch("/tiles/20/1/1.png").status == 404)
        #expect(try await fetch("/tiles/3/9/1.png").status == 404)
    }

    @Test func staticMapsArePNGs() async throws {
        let map = try await fetch("/staticmap?center=60.1684,24.942&zoom=16&size=300x200&scale=2&markers=60.1684,24.942&me=60.1684,24.942,20")
        #expect(map.status == 200 && map.headers["content-type"] == "image/png")
        #expect(Array(map.body[16..<24]) == [0, 0, 2, 88, 0, 0, 1, 144])
    }

    @Test func searchNearbySpeaksGooglesDialect() async throws {
        let body = Data("""
            {"includedTypes": ["cafe"], "maxResultCount": 4, "rankPreference": "DISTANCE", "languageCode": "en",
             "locationRestriction": {"circle": {"center": {"latitude": 60.1684, "longitude": 24.942}, "radius": 300}}}
            """.utf8)
        let reply = try await fetch("/v1/places:searchNearby", method: "POST",
                                    headers: ["X-Goog-FieldMask": "places.displayName,places.formattedAddress,places.types"], body: body)
        #expect(reply.status == 200)
        let places = try #require(reply.json["places"] as? [[String: Any]])
        #expect(places.count == 4)
        #expect(places.allSatisfy { ($0["types"] as? [String])?.contains("cafe") == true })
        #expect(places.allSatisfy { $0["location"] == nil && $0["displayName"] != nil })

        // Without a mask, every field (Google would refuse; docs/API.md says so); the mask may be a URL parameter.
        let noMask = try await fetch("/v1/places:searchNearby", method: "POST", body: body)
        #expect(noMask.status == 200 && (noMask.json["places"] as? [[String: Any]])?.first?["osmTags"] != nil)
        let urlMask = try await fetch("/v1/places:searchNearby?fields=places.id&key=anything&$alt=json;enum-encoding=int",
                                      method: "POST", body: body)
        #expect(urlMask.status == 200 && (urlMask.json["places"] as? [[String: Any]])?.first?.keys.sorted() == ["id"])
        let badJSON = try await fetch("/v1/places:searchNearby", method: "POST", headers: ["X-Goog-FieldMask": "*"], body: Data("{".utf8))
        #expect(badJSON.status == 400 && (badJSON.error["message"] as? String)?.contains("malformed JSON") == true)
        let badMask = try await fetch("/v1/places:searchNearby", method: "POST", headers: ["X-Goog-FieldMask": "places.colour"], body: body)
        #expect(badMask.status == 400)
    }

    @Test func acceptLanguagePicksNames() async throws {
        let reply = try await fetch("/v1/places/w122595241?fields=displayName", headers: ["Accept-Language": "ru-RU,ru;q=0.9,en;q=0.5"])
        let name = try #require(reply.json["displayName"] as? [String: String])
        #expect(name["languageCode"] == "ru" && name["text"] == "Стокманн Хе́льсинки")
    }

    @Test func healthAndMetrics() async throws {
        #expect(try await fetch("/healthz").json["status"] as? String == "ok")
        _ = try await fetch("/v1/currentPlace?\(stockmann)")
        let metrics = String(decoding: try await fetch("/metrics").body, as: UTF8.self)
        #expect(metrics.contains(#"current_place_requests_total{route="currentPlace",status="200"}"#))
        #expect(metrics.contains("current_place_request_duration_seconds_bucket{le=\"+Inf\"}"))
    }
}
