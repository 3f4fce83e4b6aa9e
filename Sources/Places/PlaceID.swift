/// A place's stable identifier: the OSM object it came from, written as the
/// type's first letter and the OSM id — `n123` (node), `w456` (way),
/// `r789` (relation). An area built from a closed way keeps the way's id.
/// OSM ids of current objects are stable across edits, so the same feature
/// keeps the same id across imports of newer data.
public struct PlaceID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible, LosslessStringConvertible {
    /// The kind of OSM object.
    public enum ObjectType: Character, Sendable, Hashable, CaseIterable {
        case node = "n", way = "w", relation = "r"
    }

    /// The kind of OSM object.
    public let objectType: ObjectType
    /// The OSM id of that object.
    public let osmID: Int64

    /// Creates an id.
    public init(_ objectType: ObjectType, _ osmID: Int64) {
        self.objectType = objectType
        self.osmID = osmID
    }

    /// Parses `n123`, `w456` or `r789`; nil for anything else.
    public init?(_ description: String) {
        guard let first = description.first, let type = ObjectType(rawValue: first),
              let number = Int64(description.dropFirst()), number > 0,
              description.dropFirst().allSatisfy(\.isASCII) else { return nil }
        self.init(type, number)
    }

    /// The text form, e.g. `w123`.
    public var description: String { "\(objectType.rawValue)\(osmID)" }

    public static func < (lhs: PlaceID, rhs: PlaceID) -> Bool {
        (lhs.objectType.rawValue, lhs.osmID) < (rhs.objectType.rawValue, rhs.osmID)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let id = PlaceID(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a place id: \(text)"))
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
