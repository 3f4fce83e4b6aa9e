import Foundation

/// One place the person picked, and when: an entry of the history an app
/// keeps on the device and sends with ``PlacesClient/findPlaceLikelihoods(at:accuracy:time:timeZone:fields:language:limit:explain:history:)``,
/// so that places the person often picks at this time of the week rank
/// higher. The server keeps nothing.
public struct PlaceVisit: Sendable, Hashable, Codable {
    /// The picked place's id (`Place.id`, e.g. `n123`).
    public var placeID: String
    /// When it was picked.
    public var time: Date
    /// The wall clock the pick happened on (the device's by default): its time of week is what counts.
    public var timeZone: TimeZone

    /// Creates a visit.
    public init(placeID: String, time: Date, timeZone: TimeZone = .current) {
        self.placeID = placeID
        self.time = time
        self.timeZone = timeZone
    }

    private enum CodingKeys: String, CodingKey { case id, time }

    /// Reads `{"id": "n123", "time": "2026-11-30T08:05:00+02:00"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        placeID = try container.decode(String.self, forKey: .id)
        let text = try container.decode(String.self, forKey: .time)
        guard let parsed = WallClockTime.parse(text) else {
            throw DecodingError.dataCorruptedError(forKey: .time, in: container,
                                                   debugDescription: "not an ISO 8601 time with an offset: \(text)")
        }
        time = parsed.date
        timeZone = parsed.timeZone
    }

    /// Writes `{"id": "n123", "time": "2026-11-30T08:05:00+02:00"}`, as the server takes it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(placeID, forKey: .id)
        try container.encode(WallClockTime.iso8601(time, in: timeZone), forKey: .time)
    }
}
