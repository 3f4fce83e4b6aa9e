// libFuzzer harness for the server's request path: each input becomes one
// HTTP request (method, path, query, headers, body) answered in-process by
// the real `PlaceServer` over a real place store, with no socket in between.
//
// Inputs are built from what the server knows (see `RequestGrammar`): the
// first bytes pick a method and a route, which starts from a valid request;
// each further record sets or removes one query parameter, header or body
// field, with a value from a list of odd values or raw bytes. So one short
// mutation puts `-` into `lang`, `;` into `Accept-Language` or `"-"` into
// `languageCode`, where a text-shaped input would need several at once.
//
// A crash is a finding, and so is an answer that breaks the server's rules:
// a 5xx, an error that is not JSON, or the store's file path in a body.
// Built and run by fuzz/run-fuzzers.sh, with CURRENT_PLACE_FUZZ_STORE set to
// a store imported from the sample. `FUZZ_PRINT=1 server_fuzz FILE` prints
// the request a file stands for.

import Foundation
@testable import Server

/// The server under test, opened once per process.
private let server: PlaceServer = {
    guard let store = ProcessInfo.processInfo.environment["CURRENT_PLACE_FUZZ_STORE"] else {
        fatalError("set CURRENT_PLACE_FUZZ_STORE to a place store (current-place import …)")
    }
    var configuration = PlaceServer.Configuration(storePath: store)
    configuration.threads = 1
    configuration.accessLog = false
    // Tiles kept for the process's life would read as leaks: LeakSanitizer cannot follow the
    // tagged pointers in Data's storage. The cache has its own tests (TileCacheTests).
    configuration.tileCacheBytes = 0
    // A crowd of its own, without the per-address limit (every input comes from one address), so that
    // confirmations are counted and written like a server's.
    configuration.crowdPath = ProcessInfo.processInfo.environment["CURRENT_PLACE_FUZZ_CROWD"]
        ?? NSTemporaryDirectory() + "current-place-fuzz-crowd-\(ProcessInfo.processInfo.processIdentifier).sqlite"
    configuration.crowdLimit = 0
    do {
        return try PlaceServer(configuration)
    } catch {
        fatalError("cannot open \(store): \(error)")
    }
}()

private let storePath = ProcessInfo.processInfo.environment["CURRENT_PLACE_FUZZ_STORE"] ?? "\u{0}"
/// Which routes the inputs reach: `api` (JSON, pages and files), `maps` (tiles and static maps, which
/// draw and encode a PNG for each input), or every route (unset).
private let routeFamily = ProcessInfo.processInfo.environment["CURRENT_PLACE_FUZZ_ROUTES"] ?? "all"
private let printRequests = ProcessInfo.processInfo.environment["FUZZ_PRINT"] == "1"

/// Everything the server reads from a request, and values to try in each place.
private enum RequestGrammar {
    static let methods = ["GET", "POST", "HEAD", "PUT", "DELETE", "OPTIONS"]
    /// Each route with a valid request to start from: path, query, headers, body fields.
    static let routes: [(path: String, query: [String: String], headers: [String: String], body: [String: String])] = [
        ("/v1/currentPlace", ["lat": "60.1684", "lng": "24.942", "accuracy": "20", "limit": "5"], [:], [:]),
        ("/v1/places/w122595198", ["fields": "*"], [:], [:]),
        ("/v1/places/n25389429", [:], ["accept-language": "en"], [:]),
        ("/v1/places:searchNearby", [:], ["x-goog-fieldmask": "*", "content-type": "application/json"],
         ["locationRestriction.circle.center.latitude": "60.1684", "locationRestriction.circle.center.longitude": "24.942",
          "locationRestriction.circle.radius": "300"]),
        ("/staticmap", ["center": "60.1684,24.942", "size": "64x48"], [:], [:]),
        ("/tiles/14/9326/4744.png", [:], [:], [:]),
        ("/tiles/3/4/2@2x.png", [:], [:], [:]),
        ("/v1/config", [:], [:], [:]),
        ("/healthz", [:], [:], [:]),
        ("/metrics", [:], [:], [:]),
        ("/", [:], [:], [:]),
        ("/static/main.js", [:], [:], [:]),
        ("/leaflet/leaflet.js", [:], [:], [:]),
        ("/v1/places/", [:], [:], [:]),
        ("/tiles/", [:], [:], [:]),
        // A confirmation: two places of the store, one reported.
        ("/v1/currentPlace:confirm", [:], ["content-type": "application/json"],
         ["candidates": #"["w122595198","w122595241"]"#, "place": #""w122595241""#]),
        // POST /v1/currentPlace with a history (a GET's query parameters are refused on a POST).
        ("/v1/currentPlace", [:], ["content-type": "application/json"],
         ["lat": "60.1684", "lng": "24.942", "explain": "true",
          "history": #"[{"id":"n25389429","time":"2026-11-30T12:00:00+02:00"}]"#]),
    ]
    /// The routes of ``routeFamily``, as indices into ``routes``.
    static let chosenRoutes: [Int] = {
        let drawn = routes.indices.filter { routes[$0].path.hasPrefix("/tiles") || routes[$0].path == "/staticmap" }
        switch routeFamily {
        case "maps": return drawn
        case "api": return routes.indices.filter { !drawn.contains($0) }
        default: return Array(routes.indices)
        }
    }()
    static let queryNames = ["lat", "lng", "accuracy", "time", "lang", "limit", "fields", "explain", "center", "zoom",
                             "size", "scale", "markers", "me", "$fields", "$alt", "key", "regionCode", "languageCode",
                             "sessionToken", ""]
    static let headerNames = ["accept-language", "x-goog-fieldmask", "if-none-match", "content-type"]
    static let bodyPaths = ["languageCode", "regionCode", "includedTypes", "excludedTypes", "includedPrimaryTypes",
                            "excludedPrimaryTypes", "maxResultCount", "rankPreference", "locationRestriction",
                            "locationRestriction.circle", "locationRestriction.circle.center",
                            "locationRestriction.circle.center.latitude", "locationRestriction.circle.center.longitude",
                            "locationRestriction.circle.radius", "lat", "lng", "accuracy", "time", "limit", "fields",
                            "explain", "history", "history.id"]
    /// Odd and ordinary values for query parameters and headers.
    static let values = [
        "", "-", "--", ";", ",", ",,", "*", ";q=0", "en;q=x", "*;q=1", "%", "%00", "+", "|", "..", "x", "en", "ru", "pt-BR",
        "zh-Hant-TW", "be-tarask", "en_US", "en-", "-en", "NaN", "nan", "inf", "-inf", "1e308", "-1e308", "-0", "0", "1",
        "2", "5", "19", "20", "21", "-1", "0.5", "99999999999999999999", "9223372036854775807", "-9223372036854775808",
        "60.1684", "24.942", "91", "181", "2026-11-30T12:00:00+02:00", "2026-02-30T25:61:00+99:99", "0000-01-01T00:00Z",
        "places.*", "places.displayName,places.id", "places.displayName.text", "displayName,formattedAddress",
        "DISTANCE", "600x400", "2048x2048", "0x0", "9999x9999", "1x", "60.1684,24.942", "91,0", "0,181",
        "60.1684,24.942,25", "60,24,-1", "60,24,nan", "60.1684,24.942,1e308", "60.1684,24.942|60.17,24.94", "color:red|60.17,24.94", "true",
        "\"x\"", "fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5", "json", "json;enum-encoding=int", "proto",
        "places.rating,places.photos", "regularOpeningHours,businessStatus,accessibilityOptions", "places.location.latitude",
        "name", "places.", ".displayName", "displayName.", "*.*",
    ]
    /// Odd and ordinary JSON texts for body fields.
    static let jsonValues = ["\"-\"", "\"\"", "null", "{}", "[]", "[null]", "[\"-\"]", "[\"cafe\"]", "-1", "0", "1",
                             "20", "21", "1e999", "1.5", "true", "\"DISTANCE\"", "\"POPULARITY\"", "2", "\"en\"",
                             "60.1684", "24.942", "91", "50001", "{\"circle\":{}}", "\"60\"", "[1,2]",
                             "\"RANK_PREFERENCE_UNSPECIFIED\"", "99", "-2147483649", "[\"cafe\",\"cafe\"]",
                             #"[{"id":"n1","time":"2026-11-30T12:00Z"}]"#, #"[{"id":"n1"}]"#, "[{}]", #"[{"id":"x","time":1}]"#,
                             #"[{"id":"n25389429","time":"2026-11-30T12:00Z","fix":{"lat":60.1684,"lng":24.942,"accuracy":5}}]"#,
                             #"[{"id":"n1","time":"2026-11-30T12:00Z","fix":{"lat":1e999,"lng":-0,"accuracy":0}}]"#,
                             #"[{"id":"n1","time":"2026-11-30T12:00Z","fix":{"lat":60}}]"#,
                             #""2026-11-30T12:00:00""#, #"["*","id"]"#, "false"]
}

/// Reads a fuzz input as a series of choices.
private struct Choices {
    var bytes: ArraySlice<UInt8>

    mutating func byte() -> UInt8? { bytes.popFirst() }

    /// One of `list`, or (for a byte ≥ 0x80) up to 63 raw bytes from the input.
    mutating func value(from list: [String]) -> String {
        guard let choice = byte() else { return list[0] }
        if choice < 0x80 { return list[Int(choice) % list.count] }
        let count = min(Int(choice & 0x3F), bytes.count)
        defer { bytes = bytes.dropFirst(count) }
        return String(decoding: bytes.prefix(count), as: UTF8.self)
    }

    mutating func pick<T>(_ list: [T]) -> T { list[Int(byte() ?? 0) % list.count] }
}

/// The JSON object for body fields given by dotted paths, each value written as it is (valid JSON or not).
private func jsonObject(_ fields: [String: String]) -> String {
    var leaves: [String: String] = [:]
    var children: [String: [String: String]] = [:]
    for (path, value) in fields {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        if parts.count == 1 { leaves[parts[0]] = value } else { children[parts[0], default: [:]][parts[1]] = value }
    }
    var members: [String] = []
    for key in Set(leaves.keys).union(children.keys).sorted() {
        members.append("\"\(key)\":" + (leaves[key] ?? jsonObject(children[key] ?? [:])))
    }
    return "{" + members.joined(separator: ",") + "}"
}

/// The request a fuzz input stands for.
private func request(from data: [UInt8]) -> HTTPRequest {
    var choices = Choices(bytes: data[...])
    let method = choices.pick(RequestGrammar.methods)
    var (path, query, headers, body) = RequestGrammar.routes[choices.pick(RequestGrammar.chosenRoutes)]
    var rawBody: String?
    while let record = choices.byte() {
        switch record % 8 {
        case 0, 1: query[choices.pick(RequestGrammar.queryNames)] = choices.value(from: RequestGrammar.values)
        case 2: query[choices.pick(RequestGrammar.queryNames)] = nil
        case 3: headers[choices.pick(RequestGrammar.headerNames)] = choices.value(from: RequestGrammar.values)
        case 4: headers[choices.pick(RequestGrammar.headerNames)] = nil
        case 5: body[choices.pick(RequestGrammar.bodyPaths)] = choices.value(from: RequestGrammar.jsonValues)
        case 6: path += choices.value(from: ["/", "x", "%2e%2e", "/../", "@2x.png", ".png", "0", "n0"])
        default: rawBody = choices.value(from: RequestGrammar.jsonValues)
        }
    }
    let bodyText = rawBody ?? (body.isEmpty ? "" : jsonObject(body))
    return HTTPRequest(method: method, path: path, query: query, headers: headers, body: Data(bodyText.utf8),
                       route: Route(path: path))
}

/// Opens the server and warms its one-time caches (fonts, statements)
/// before the first input, so they are not counted as that input's leaks.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: OpaquePointer?, _ argv: OpaquePointer?) -> Int32 {
    for route in 0..<RequestGrammar.chosenRoutes.count {
        _ = server.respond(to: request(from: [0, UInt8(route)]))
    }
    if let map = RequestGrammar.chosenRoutes.firstIndex(where: { RequestGrammar.routes[$0].path == "/staticmap" }) {
        _ = server.respond(to: request(from: [0, UInt8(map), 0, 4, 17]))  // a static map with Russian labels
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzServer(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let request = request(from: Array(UnsafeBufferPointer(start: bytes, count: size)))
    // The request and the body as text only when they are printed: made for every input, they were a quarter of
    // the harness's time (Foundation's string search on Linux bridges to UTF-16).
    func described() -> String {
        "\(request.method) \(request.path) query \(request.query) headers \(request.headers) body "
            + String(decoding: request.body, as: UTF8.self)
    }
    if printRequests { FileHandle.standardError.write(Data((described() + "\n").utf8)) }
    let response = server.respond(to: request)
    func body() -> String { String(decoding: response.body, as: UTF8.self) }
    if response.status >= 500 {
        fatalError("\(described()) answered \(response.status): \(body())")
    }
    if response.status >= 400, (try? JSONSerialization.jsonObject(with: response.body)) == nil {
        fatalError("\(described()) answered \(response.status) with a body that is not JSON: \(body())")
    }
    // The store's path in an answer is a leak unless the request itself held it (then an error quotes the
    // request's own value back). libFuzzer learns the path from this very check's memcmp and puts it into
    // inputs: the campaign of 2026-12-04 stopped twice within a minute on a `time` and a path that held it.
    if contains(response.body, storePathBytes), !holdsStorePath(request) {
        fatalError("\(described()) answered with the store's path in its body")
    }
    return 0
}

/// The store's path as bytes, looked for in every answer.
private let storePathBytes = Array(storePath.utf8)

/// Whether any part of `request` (its path, query, headers or body) holds the store's path.
private func holdsStorePath(_ request: HTTPRequest) -> Bool {
    let parts = [request.path] + request.query.flatMap { [$0.key, $0.value] } + request.headers.flatMap { [$0.key, $0.value] }
    return contains(request.body, storePathBytes) || parts.contains { contains(Data($0.utf8), storePathBytes) }
}

/// Whether `needle` occurs in `haystack`, byte for byte: `memchr` to each candidate first byte, `memcmp` there
/// (C's, which the fuzzer does not instrument: a Swift loop here was a tenth of the time in comparison tracing).
private func contains(_ haystack: Data, _ needle: [UInt8]) -> Bool {
    guard let first = needle.first else { return true }
    return haystack.withUnsafeBytes { raw in
        needle.withUnsafeBytes { pin in
            guard var cursor = raw.baseAddress, let pinBase = pin.baseAddress, raw.count >= pin.count else { return false }
            let end = raw.baseAddress! + raw.count
            while end - cursor >= pin.count, let found = memchr(cursor, Int32(first), end - cursor) {
                if end - UnsafeRawPointer(found) < pin.count { return false }
                if memcmp(found, pinBase, pin.count) == 0 { return true }
                cursor = UnsafeRawPointer(found) + 1
            }
            return false
        }
    }
}
