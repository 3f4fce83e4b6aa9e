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
        // Byte by byte: ids are parsed for every candidate a query reads.
        var utf8 = description.utf8.makeIterator()
        let type: ObjectType
        switch utf8.next() {
        case UInt8(ascii: "n"): type = .node
        case UInt8(ascii: "w"): type = .way
        case UInt8(ascii: "r"): type = .relation
        default: return nil
        }
        var number: Int64 = 0
        var digits = 0
        while let byte = utf8.next() {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times10, overflow1) = number.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
            guard !overflow1, !overflow2 else { return nil }
            number = sum
            digits += 1
        }
        guard digits > 0, number > 0 else { return nil }
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
