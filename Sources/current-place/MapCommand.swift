import CommandOptions
import Foundation
import Geo
import MapRender
import Places
import PlacesEngine

/// `current-place map --center LAT,LON --zoom Z --size WxH … -o out.png`
struct MapCommand: Command {
    static let name = "map"
    static let usage = """
    usage: current-place map (--center LAT,LON | --place ID) [--zoom Z] [--size WxH] [--scale 2]
                             [--marker LAT,LON[,"title","snippet"]]… [--me LAT,LON,ACCURACY]
                             [--lang xx] -o FILE.png|FILE.svg|FILE.pdf [--db PATH]
    """

    /// The options it takes (besides `--help` and `--ui-lang`, which every command takes).
    static let options: [OptionSpec] = [
        CommonOptions.store.spec, .value("center", "LAT,LON"), .value("place", "ID"), .value("zoom", "Z"), .value("size", "WxH"), .value("scale", "2"),
        OptionSpec("marker", .repeatable, placeholder: "LAT,LON[,\"title\",\"snippet\"]"), .value("me", "LAT,LON,ACCURACY"), CommonOptions.language.spec,
        OptionSpec("output", .value, placeholder: "FILE", short: "o"),
    ]

    let map: StaticMap
    let placeID: PlaceID?
    let output: String
    let database: String
    let words: Localizer

    init(arguments parsed: Arguments, words: Localizer) throws {
        var markers: [MapMarker] = []
        for text in parsed.allValues("marker") { markers.append(try MapCommand.marker(text)) }
        guard parsed.positionals.isEmpty else { throw UsageError(.noPositionals, ["command": Self.name]) }
        guard let output = parsed.value("output") else { throw UsageError(.mapNeedsOutput) }
        self.output = output
        database = databasePath(parsed)
        try OutputPath.refuse(output, option: "-o", inputs: [("--db", database)])
        self.words = words
        placeID = try parsed.value("place").map { text throws(UsageError) in
            guard let id = PlaceID(text) else { throw UsageError(.notAPlaceID, ["value": text]) }
            return id
        }
        guard parsed.value("center") != nil || placeID != nil else { throw UsageError(.mapNeedsCenter) }
        let center: Coordinate
        do {
            center = try parsed.value("center").map { text throws(CoordinateError) in try Coordinate.parse(text) }
                ?? Coordinate(latitude: 0, longitude: 0)
        } catch {
            throw UsageError(.notAPosition, ["option": "--center", "value": parsed.value("center") ?? ""])
        }
        guard let zoom = Double(parsed.value("zoom") ?? "16") else { throw UsageError(.zoomValue) }
        let sizeText = parsed.value("size") ?? "600x400"
        let sizeParts = sizeText.lowercased().split(separator: "x").compactMap { Int($0) }
        guard sizeParts.count == 2 else { throw UsageError(.sizeValue, ["value": sizeText]) }
        guard let scale = Double(parsed.value("scale") ?? "1") else { throw UsageError(.scaleValue) }
        var me: (position: Coordinate, accuracy: Meters)?
        if let text = parsed.value("me") {
            // The grammar of `--at` (every part written, in range), with the accuracy required.
            guard let given = GivenPosition(text), let accuracy = given.accuracy else { throw UsageError(.meValue, ["value": text]) }
            me = (given.coordinate, accuracy)
        }
        map = StaticMap(center: center, zoom: zoom, width: sizeParts[0], height: sizeParts[1], scale: scale,
                        markers: markers, me: me, language: try parsed.value(CommonOptions.language))
        // The ranges are the map's own rules, checked in one place.
        do {
            try map.validate()
        } catch {
            switch error.parameter {
            case "zoom": throw UsageError(.zoomValue)
            case "size": throw UsageError(.sizeValue, ["value": sizeText])
            case "scale": throw UsageError(.scaleValue)
            case "me": throw UsageError(.meValue, ["value": parsed.value("me") ?? ""])
            default: throw UsageError(.notAPosition, ["option": "--center", "value": parsed.value("center") ?? ""])
            }
        }
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
            throw UsageError(.markerValue, ["value": text])
        }
        return MapMarker(position: position, title: fields.count > 2 ? fields[2] : nil, snippet: fields.count > 3 ? fields[3] : nil)
    }

    func run() throws -> ExitStatus {
        let places = try PlacesService(storePath: database)
        var map = self.map
        if let placeID {
            guard let place = try places.place(id: placeID) else {
                Console.error(words(.noSuchPlace, ["id": "\(placeID)", "path": shownStore(database)]))
                return .failure
            }
            if map.center == Coordinate(latitude: 0, longitude: 0) { map.center = place.location }
            map.markers.append(MapMarker(position: place.location, title: place.displayName(language: map.language).text,
                                         snippet: place.formattedAddress))
        }
        try places.writeMap(map, to: output)
        Console.print(words(.mapWrote, ["path": output, "width": "\(map.view.width)", "height": "\(map.view.height)"]))
        return .success
    }
}
