import Foundation
import Places
import PlacesAPI

/// `POST /v1/currentPlace:confirm`: one randomized confirmation, counted in the crowd.
enum CrowdHandler {
    /// Checks the body, the client's hourly limit and that every candidate is a place, then counts the report.
    /// Answers 204; 404 when the server keeps no crowd, 400 naming the field at fault, 429 past the limit.
    static func confirm(_ request: HTTPRequest, server: PlaceServer) throws -> HTTPResponse {
        guard let crowd = server.crowd else {
            throw HTTPError(404, "this server keeps no crowd: confirmations are off (serve --crowd FILE turns them on)")
        }
        if let name = request.query.keys.sorted().first {
            throw HTTPError(400, "POST /v1/currentPlace:confirm takes its fields in the JSON body, not \"\(name.prefix(40))\" in the URL",
                            parameter: String(name.prefix(40)))
        }
        let report = try CrowdConfirmBody.parse(request.body)
        guard server.crowdLimiter.admit(request.clientAddress) else {
            var error = HTTPError(429, "this address has sent \(server.crowdLimiter.limit) confirmations this hour, the most a server takes; "
                                  + "try again after the hour")
            error.headers = [("Retry-After", String(AddressLimiter.secondsToNextHour()))]
            throw error
        }
        if let unknown = try server.places.unlistedPlaces(among: report.candidates).first {
            let index = report.candidates.firstIndex(of: unknown) ?? 0
            throw HTTPError(400, "candidates[\(index)] \(unknown) is not a place of this server", parameter: "candidates[\(index)]")
        }
        try crowd.record(report)
        return HTTPResponse(status: 204)
    }
}
