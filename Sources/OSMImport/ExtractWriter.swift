import Foundation
import PlaceStore
import PlaceStoreBuilding

/// Writes OSM objects as an OPL file (libosmium's "object per line" text
/// format) that the importer's own reader then reads: how an update rebuilds
/// the objects a change touches, with the very code an import runs.
///
/// Every character outside ASCII letters and digits in a tag, role or member
/// is written as `%hex%` (its Unicode code point), which OPL reads back
/// exactly; locations are written from OSM's fixed-point integers, so they
/// come back to the bit.
struct ExtractWriter {
    private var text = ""

    /// Adds a node at `location` (a node without one is written without a location).
    mutating func node(_ id: Int64, location: OSMObject.Location?, tags: [(key: String, value: String)]) {
        text += "n\(id) T\(Self.tags(tags))"
        if let location { text += " x\(Self.degrees(location.x)) y\(Self.degrees(location.y))" }
        text += "\n"
    }

    /// Adds a way.
    mutating func way(_ way: OSMObject) {
        text += "w\(way.id) T\(Self.tags(way.tags)) N" + way.refs.map { "n\($0)" }.joined(separator: ",") + "\n"
    }

    /// Adds a relation.
    mutating func relation(_ relation: OSMObject) {
        text += "r\(relation.id) T\(Self.tags(relation.tags)) M"
            + relation.members.map { "\($0.kind.letter)\($0.ref)@\(Self.escape($0.role))" }.joined(separator: ",") + "\n"
    }

    /// Writes the objects added, which must have come nodes first, then ways, then relations, each by id.
    func write(to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw ImportError("cannot write the objects to rebuild: \(error.localizedDescription)", path: path)
        }
    }

    private static func tags(_ tags: [(key: String, value: String)]) -> String {
        tags.map { "\(escape($0.key))=\(escape($0.value))" }.joined(separator: ",")
    }

    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9": escaped.unicodeScalars.append(scalar)
            default: escaped += "%" + String(scalar.value, radix: 16) + "%"
            }
        }
        return escaped
    }

    /// `value` × 1e-7 as exact decimal text: 249412345 → "24.9412345".
    static func degrees(_ value: Int32) -> String {
        let magnitude = abs(Int64(value))
        let fraction = String(magnitude % 10_000_000)
        return (value < 0 ? "-" : "") + "\(magnitude / 10_000_000)." + String(repeating: "0", count: 7 - fraction.count) + fraction
    }
}
