@testable import CurrentPlaceClient
import Foundation
import Testing

extension CurrentPlaceClientTests {
    /// What each failure throws: the server's refusals, arguments no server takes, no answer, an unreadable answer.
    @Suite struct ClientErrorTests {
        @Test func badArgumentsAreInvalidArgumentsNamingTheParameter() async throws {
            let client = try LiveServer.client()
            let stockmann = CurrentPlaceClientTests.stockmann
            let cases: [(String, () async throws -> CurrentPlaceAnswer)] = [
                ("limit", { try await client.currentPlace(at: stockmann, accuracy: 10, limit: 50) }),
                ("limit", { try await client.currentPlace(at: stockmann, accuracy: 10, limit: 0) }),
                ("lat", { try await client.currentPlace(at: Coordinate(latitude: 91, longitude: 24.9), accuracy: 10) }),
                ("lng", { try await client.currentPlace(at: Coordinate(latitude: 60.1, longitude: -180.5), accuracy: 10) }),
                ("accuracy", { try await client.currentPlace(at: stockmann, accuracy: -1) }),
                ("accuracy", { try await client.currentPlace(at: stockmann, accuracy: 100_001) }),
                ("lang", { try await client.currentPlace(at: stockmann, accuracy: 10, language: "not a language") }),
                ("fields", { try await client.currentPlace(at: stockmann, accuracy: 10, fields: [PlaceField(rawValue: "bogus")]) }),
                // 10000-01-02T00:00:00+00:00: ISO 8601 has four-digit years.
                ("time", { try await client.currentPlace(at: stockmann, accuracy: 10, time: Date(timeIntervalSince1970: 253_402_387_200),
                                                         timeZone: TimeZone(secondsFromGMT: 0) ?? .current) }),
            ]
            for (parameter, call) in cases {
                let error = try await #require(throws: PlacesAPIError.self, "\(parameter)") { try await call() }
                #expect(error.code == 400 && error.status == "INVALID_ARGUMENT" && error.parameter == parameter, "\(error)")
                #expect(!error.message.isEmpty)
            }
        }

        /// A coordinate or accuracy that is not a number is refused before any request: the client's server
        /// here is down, so a request would have been a transport error.
        @Test func numbersThatAreNotNumbersAreRefusedWithoutARequest() async throws {
            let closed = try ClosedPort()
            let client = PlacesClient(baseURL: try #require(URL(string: "http://127.0.0.1:\(closed.port)")))
            let cases: [(String, () async throws -> Void)] = [
                ("lat", { _ = try await client.currentPlace(at: Coordinate(latitude: .nan, longitude: 24.9), accuracy: 10) }),
                ("lng", { _ = try await client.findPlaceLikelihoods(at: Coordinate(latitude: 60, longitude: .infinity),
                                                                    accuracy: 10) }),
                ("accuracy", { _ = try await client.currentPlace(at: CurrentPlaceClientTests.stockmann, accuracy: .nan) }),
                ("locationRestriction.circle.center", { _ = try await client.searchNearby(
                    center: Coordinate(latitude: .nan, longitude: 0), radius: 10) }),
                ("locationRestriction.circle.radius", { _ = try await client.searchNearby(
                    center: CurrentPlaceClientTests.stockmann, radius: .infinity) }),
            ]
            for (parameter, call) in cases {
                let error = try await #require(throws: PlacesAPIError.self, "\(parameter)") { try await call() }
                #expect(error.code == 400 && error.status == "INVALID_ARGUMENT" && error.parameter == parameter, "\(error)")
            }
        }

        @Test func aServerThatIsDownIsATransportError() async throws {
            let closed = try ClosedPort()
            let base = try #require(URL(string: "http://127.0.0.1:\(closed.port)"))
            let client = PlacesClient(baseURL: base)
            let calls: [() async throws -> Void] = [
                { _ = try await client.findPlaceLikelihoods(at: CurrentPlaceClientTests.stockmann, accuracy: 10) },
                { _ = try await client.place(id: "w122595241") },
                { _ = try await client.searchNearby(center: CurrentPlaceClientTests.stockmann, radius: 100) },
                { _ = try await client.config() },
            ]
            for call in calls {
                let error = try await #require(throws: PlacesTransportError.self) { try await call() }
                #expect(error.url.port == Int(closed.port))
                #expect(error.code == .cannotConnectToHost, "\(error)")
                #expect(!error.message.isEmpty)
            }
        }

        /// The base URL's path is kept: under a path the server does not serve, its 404 comes back as the error.
        @Test func anUnknownRouteIsNotFound() async throws {
            let server = try #require(LiveServer.current)
            let client = PlacesClient(baseURL: server.baseURL.appendingPathComponent("not-here"))
            let error = try await #require(throws: PlacesAPIError.self) {
                try await client.findPlaceLikelihoods(at: CurrentPlaceClientTests.stockmann, accuracy: 10)
            }
            #expect(error.code == 404 && error.status == "NOT_FOUND")
        }

        /// A 2xx answer that is not the JSON asked for (here `/healthz`'s) is a decoding error.
        @Test func anAnswerThatCannotBeReadIsADecodingError() async throws {
            let client = try LiveServer.client()
            let error = try await #require(throws: PlacesDecodingError.self) {
                try await client.send(client.request(path: "/healthz"), as: CurrentPlaceAnswer.self)
            }
            #expect(error.statusCode == 200)
            #expect(error.message.contains("placeLikelihoods"))
            #expect(error.answerPrefix == #"{"status":"ok"}"#)
        }

        @Test func cancellationIsCancellation() async throws {
            let closed = try ClosedPort()
            let client = PlacesClient(baseURL: try #require(URL(string: "http://127.0.0.1:\(closed.port)")))
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await client.config()
            }
            await #expect(throws: CancellationError.self) { try await task.value }
        }
    }
}
