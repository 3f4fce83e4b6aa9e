import Foundation
import Geo
import Places
import PlacesEngine

/// Reads a venue file: comma-separated values with a header naming at least
/// `venue_id`, `name`, `latitude` and `longitude` (the columns of
/// `nyc-venues.csv`; others are ignored). A venue with an empty name is
/// left out: nothing says which place it was.
///
/// Every value is checked here, once: a missing column, a short line, a bad
/// position, a venue listed twice or a file with no named venue fails with
/// the line named.
public enum VenueFile {
    /// The columns a venue file must have.
    public static let requiredColumns = ["venue_id", "name", "latitude", "longitude"]

    /// Reads the file at `path`: the named venues by id.
    /// - Throws: ``PlacesError`` `.invalidArgument` naming the file and the line for anything unreadable.
    public static func read(path: String) throws(PlacesError) -> [String: Venue] {
        let data = try InputFile.read(path, what: "the venue file", parameter: "venues")
        guard let text = String(data: data, encoding: .utf8) else {
            throw PlacesError(.invalidArgument, "\(path): the venue file is not UTF-8 text", parameter: "venues", path: path)
        }
        return try parse(text, name: path)
    }

    /// Parses a venue file's text; `name` names it in errors.
    /// - Throws: ``PlacesError`` `.invalidArgument` naming the line for anything unreadable.
    public static func parse(_ text: String, name: String) throws(PlacesError) -> [String: Venue] {
        func failure(_ line: Int, _ message: String) -> PlacesError {
            PlacesError(.invalidArgument, "\(name) line \(line): \(message)", parameter: "venues", path: name)
        }
        let table = try CSVTable(text, name: name, required: requiredColumns, parameter: "venues")
        var venues: [String: Venue] = [:]
        var seen: Set<String> = []
        for row in table.rows {
            let id = row.value("venue_id"), venueName = row.value("name")
            guard !id.isEmpty else { throw failure(row.line, "an empty venue_id") }
            guard seen.insert(id).inserted else { throw failure(row.line, "venue \(id) is listed twice") }
            guard let latitude = Double(row.value("latitude")), let longitude = Double(row.value("longitude")),
                  (-90...90).contains(latitude), (-180...180).contains(longitude) else {
                throw failure(row.line, "latitude \"\(row.value("latitude"))\", longitude \"\(row.value("longitude"))\" is not a position")
            }
            guard !venueName.isEmpty else { continue }
            venues[id] = Venue(id: id, name: venueName, coordinate: Coordinate(latitude: latitude, longitude: longitude))
        }
        guard !venues.isEmpty else { throw failure(1, "the file has no venue with a name") }
        return venues
    }
}
