import Foundation

/// One place the person picked, when, and where the device was: an entry of
/// the history an app keeps on the device and sends with ``PlacesClient/findPlaceLikelihoods(at:accuracy:time:timeZone:fields:language:limit:explain:history:)``,
/// so that places the person often picks at this time of the week rank
/// higher. A pick that keeps its fix is found again where the device was,
/// even where the map draws the place tens of metres away. The server keeps
/// nothing.
public struct PlaceVisit: Sendable, Hashable, Codable {
    /// The picked place's id (`Place.id`, e.g. `n123`).
    public var placeID: String
    /// When it was picked.
    public var time: Date
    /// The wall clock the pick happened on (the device's by default): its time of week is what counts.
    public var timeZone: TimeZone
    /// Where the device was when the place was picked; nil when the app did not keep it.
    public var location: Coordinate?
    /// The accuracy of ``location`` in metres, at 68 % confidence (the server takes 20 m when nil).
    public var accuracy: Double?

    /// Creates a visit.
    public init(placeID: String, time: Date, timeZone: TimeZone = .current, location: Coordinate? = nil,
                accuracy: Double? = nil) {
        self.placeID = placeID
        self.time = time
        self.timeZone = timeZone
        self.location = location
        self.accuracy = accuracy
    }

    private enum CodingKeys: String, CodingKey { case id, time, fix }
    private enum FixKeys: String, CodingKey { case lat, lng, accuracy }

    /// Reads `{"id": "n123", "time": "2026-11-30T08:05:00+02:00", "fix": {"lat": 60.17, "lng": 24.94, "accuracy": 12}}`
    /// (`fix` optional).
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
        if container.contains(.fix) {
            let fix = try container.nestedContainer(keyedBy: FixKeys.self, forKey: .fix)
            location = Coordinate(latitude: try fix.decode(Double.self, forKey: .lat),
                                  longitude: try fix.decode(Double.self, forKey: .lng))
            accuracy = try fix.decodeIfPresent(Double.self, forKey: .accuracy)
        }
    }

    /// Writes `{"id": "n123", "time": "2026-11-30T08:05:00+02:00"}`, with `"fix"` when the visit has a location,
    /// as the server takes it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(placeID, forKey: .id)
        try container.encode(WallClockTime.iso8601(time, in: timeZone), forKey: .time)
        if let location {
            var fix = container.nestedContainer(keyedBy: FixKeys.self, forKey: .fix)
            try fix.encode(location.latitude, forKey: .lat)
            try fix.encode(location.longitude, forKey: .lng)
            try fix.encodeIfPresent(accuracy, forKey: .accuracy)
        }
    }
}
