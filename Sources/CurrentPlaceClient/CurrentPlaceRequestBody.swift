import Foundation

/// The JSON body of `POST /v1/currentPlace`: the GET's parameters as JSON values, and the history.
struct CurrentPlaceRequestBody: Encodable {
    let lat: Double
    let lng: Double
    let accuracy: Double
    let time: String?
    let lang: String?
    let limit: Int
    let fields: String?
    let explain: Bool
    let history: [PlaceVisit]
}
