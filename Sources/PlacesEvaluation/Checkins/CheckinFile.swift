import Foundation
import Geo
import Places
import PlacesEngine

/// Reads a check-in file: comma-separated values with a header naming at least
/// `user_id`, `venue_id`, `category`, `latitude`, `longitude`,
/// `utc_offset_minutes` and `utc_time` (the TSMC2014 data set's columns, in
/// any order; others are ignored). Times are written as Twitter's API wrote
/// them, `Tue Apr 03 18:00:09 +0000 2012`. Fields may be double-quoted.
///
/// Every value is checked here, once: a missing column, a line with too few
/// fields, a bad number, a position off the globe, an offset beyond ±18 h, a
/// bad time or a file with no check-in fails with the line named.
public enum CheckinFile {
    /// The columns a check-in file must have.
    public static let requiredColumns = ["user_id", "venue_id", "category", "latitude", "longitude",
                                         "utc_offset_minutes", "utc_time"]

    /// Reads the file at `path`.
    /// - Throws: ``PlacesError`` `.invalidArgument` naming the file and the line for anything unreadable.
    public static func read(path: String) throws(PlacesError) -> [Checkin] {
        let data = try InputFile.read(path, what: "the check-in file", parameter: "checkins")
        guard let text = String(data: data, encoding: .utf8) else {
            throw PlacesError(.invalidArgument, "\(path): the check-in file is not UTF-8 text", parameter: "checkins", path: path)
        }
        return try parse(text, name: path)
    }

    /// Parses a check-in file's text; `name` names it in errors.
    /// - Throws: ``PlacesError`` `.invalidArgument` naming the line for anything unreadable.
    public static func parse(_ text: String, name: String) throws(PlacesError) -> [Checkin] {
        func failure(_ line: Int, _ message: String) -> PlacesError {
            PlacesError(.invalidArgument, "\(name) line \(line): \(message)", parameter: "checkins", path: name)
        }
        let table = try CSVTable(text, name: name, required: requiredColumns, parameter: "checkins")
        var checkins: [Checkin] = []
        for row in table.rows {
            let line = row.line, value = row.value
            let user = value("user_id"), venue = value("venue_id"), category = value("category")
            guard !user.isEmpty, !venue.isEmpty, !category.isEmpty else {
                throw failure(line, "an empty user_id, venue_id or category")
            }
            guard let latitude = Double(value("latitude")), let longitude = Double(value("longitude")),
                  (-90...90).contains(latitude), (-180...180).contains(longitude) else {
                throw failure(line, "latitude \"\(value("latitude"))\", longitude \"\(value("longitude"))\" is not a position")
            }
            guard let offset = Int(value("utc_offset_minutes")), (-18 * 60...18 * 60).contains(offset) else {
                throw failure(line, "utc_offset_minutes \"\(value("utc_offset_minutes"))\" is not a whole number of minutes within ±18 h")
            }
            guard let date = parseTime(value("utc_time")) else {
                throw failure(line, "utc_time \"\(value("utc_time"))\" is not a time like \"Tue Apr 03 18:00:09 +0000 2012\"")
            }
            checkins.append(Checkin(line: line, user: user, venue: venue, category: category,
                                    coordinate: Coordinate(latitude: latitude, longitude: longitude), date: date,
                                    utcOffsetSeconds: offset * 60))
        }
        guard !checkins.isEmpty else { throw failure(1, "the file has a header but no check-in") }
        return checkins
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Parses `Tue Apr 03 18:00:09 +0000 2012` (the weekday is not checked; the offset must be `+0000`-shaped).
    static func parseTime(_ text: String) -> Date? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, let month = months.firstIndex(of: String(parts[1])).map({ $0 + 1 }),
              let day = Int(parts[2]), (1...31).contains(day), let year = Int(parts[5]), (1970...9999).contains(year)
        else { return nil }
        let clock = parts[3].split(separator: ":")
        guard clock.count == 3, let hour = Int(clock[0]), let minute = Int(clock[1]), let second = Int(clock[2]),
              (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second) else { return nil }
        let zone = parts[4]
        guard zone.count == 5, let sign = zone.first, sign == "+" || sign == "-",
              let hours = Int(zone.dropFirst().prefix(2)), let minutes = Int(zone.suffix(2)), hours <= 18, minutes < 60
        else { return nil }
        var components = DateComponents()
        components.year = year
        components.month = month
        components.day = day
        components.hour = hour
        components.minute = minute
        components.second = second
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        guard let date = calendar.date(from: components), calendar.component(.day, from: date) == day else { return nil }
        let offset = (hours * 3600 + minutes * 60) * (sign == "-" ? -1 : 1)
        return date.addingTimeInterval(TimeInterval(-offset))
    }
}
