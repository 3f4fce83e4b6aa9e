import Foundation
import Geo
import MapRender
import PlaceStore
import Places

/// `current-place map --center LAT,LON --zoom Z --size WxH … -o out.png`
struct MapCommand: Command {
    static let name = "map"
    static let summary = "draw a static map with markers (PNG, SVG or PDF)"
    static let help = """
    usage: current-place map (--center LAT,LON | --place ID) [--zoom Z] [--size WxH] [--scale 2]
                             [--marker LAT,LON[,"title","snippet"]]… [--me LAT,LON,ACCURACY]
                             [--lang xx] -o FILE.png|FILE.svg|FILE.pdf [--db PATH]

    Draws a map from the place store, like Google's Static Maps API. A marker
    is a pin with an info window showing its title and snippet; --me is the
    blue my-location dot with its accuracy circle. Every image carries
    "© OpenStreetMap contributors".

      --center LAT,LON  the middle of the map
      --place ID        centre on a place and mark it with its name and address
      --zoom Z          0–19 (default 16)
      --size WxH        in points, each 1–2048 (default 600x400)
      --scale 2         twice the pixels (default 1)
      --marker …        a marker; repeat for more
      --me LAT,LON,M    my location and its accuracy in metres
      --lang xx         labels in this language when the data has them
      -o, --output FILE where to write; the type follows the extension
    \(databaseHelp)
    """

    let map: StaticMap
    let placeID: PlaceID?
    let output: String
    let database: String

    init(arguments: [String]) throws(UsageError) {
        // `-o` is the short form of `--output`; markers may repeat.
        var rest: [String] = []
        var markers: [MapMarker] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "-o" {
                rest.append("--output")
            } else if argument == "--marker" {
                guard index + 1 < arguments.count else { throw UsageError("--marker needs a value") }
                markers.append(try MapCommand.marker(arguments[index + 1]))
                index += 2
                continue
            } else {
                rest.append(argument)
            }
            index += 1
        }
        let parsed = try Arguments(rest, options: ["db", "center", "place", "zoom", "size", "scale", "me", "lang", "output"], flags: [])
        guard parsed.positionals.isEmpty else { throw UsageError("map takes no positional arguments") }
        guard let output = parsed.value("output") else { throw UsageError("map needs -o FILE.png, FILE.svg or FILE.pdf") }
        self.output = output
        database = databasePath(parsed)
        placeID = try parsed.value("place").map { text throws(UsageError) in
            guard let id = PlaceID(text) else { throw UsageError("\"\(text)\" is not a place id; ids look like n123, w456 or r789") }
            return id
        }
        guard parsed.value("center") != nil || placeID != nil else { throw UsageError("map needs --center LAT,LON or --place ID") }
        let center: Coordinate
        do {
            center = try parsed.value("center").map { text throws(CoordinateError) in try Coordinate.parse(text) }
                ?? Coordinate(latitude: 0, longitude: 0)
        } catch {
            throw UsageError("--center: \(error.message)")
        }
        guard let zoom = Double(parsed.value("zoom") ?? "16"), zoom.isFinite, (0...19).contains(zoom) else {
            throw UsageError("--zoom must be a number from 0 to 19")
        }
        let sizeText = parsed.value("size") ?? "600x400"
        let sizeParts = sizeText.lowercased().split(separator: "x").compactMap { Int($0) }
        guard sizeParts.count == 2, sizeParts.allSatisfy({ (1...2048).contains($0) }) else {
            throw UsageError("--size \"\(sizeText)\" must be WIDTHxHEIGHT, each 1–2048, e.g. 600x400")
        }
        guard let scale = Double(parsed.value("scale") ?? "1"), scale == 1 || scale == 2 else {
            throw UsageError("--scale must be 1 or 2")
        }
        var me: (position: Coordinate, accuracy: Meters)?
        if let text = parsed.value("me") {
            let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 3, let lat = parts[0], let lon = parts[1], let accuracy = parts[2], accuracy >= 0, accuracy.isFinite,
                  let position = try? Coordinate.validated(latitude: lat, longitude: lon) else {
                throw UsageError("--me \"\(text)\" must be LAT,LON,ACCURACY with a valid position and accuracy ≥ 0 m")
            }
            me = (position, accuracy)
        }
        map = StaticMap(center: center, zoom: zoom, width: sizeParts[0], height: sizeParts[1], scale: scale,
                        markers: markers, me: me, language: parsed.value("lang"))
    }

    /// Parses `LAT,LON` or `LAT,LON,"title","snippet"` (quotes optional; `""` inside quotes is a quote).
    static func marker(_ text: String) throws(UsageError) -> MapMarker {
        var fields: [String] = []
        var current = ""
        var quoted = false
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if character == "\"" {
                if quoted, characters.first == "\"" {
                    current.append("\"")
                    characters = characters.dropFirst()
                } else {
                    quoted.toggle()
                }
            } else if character == ",", !quoted {
                fields.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        fields.append(current)
        guard fields.count >= 2, fields.count <= 4, let lat = Double(fields[0].trimmingCharacters(in: .whitespaces)),
              let lon = Double(fields[1].trimmingCharacters(in: .whitespaces)),
              let position = try? Coordinate.validated(latitude: lat, longitude: lon) else {
            throw UsageError("--marker \"\(text)\" must be LAT,LON or LAT,LON,\"title\",\"snippet\" with a valid position")
        }
        return MapMarker(position: position, title: fields.count > 2 ? fields[2] : nil, snippet: fields.count > 3 ? fields[3] : nil)
    }

    func run() throws -> ExitStatus {
        let store = try PlaceStore(path: database)
        var map = self.map
        if let placeID {
            guard let place = try store.place(id: placeID) else {
                Console.error("no place with id \(placeID) in \(database)")
                return .failure
            }
            if map.center == Coordinate(latitude: 0, longitude: 0) { map.center = place.location }
            map.markers.append(MapMarker(position: place.location, title: place.displayName(language: map.language).text,
                                         snippet: place.formattedAddress))
        }
        do {
            try map.write(to: output, from: store)
        } catch let error as MapError {
            Console.error(error.message)
            return .usage
        }
        Console.print("wrote \(output) (\(map.view.width)×\(map.view.height) px)")
        return .success
    }
}
