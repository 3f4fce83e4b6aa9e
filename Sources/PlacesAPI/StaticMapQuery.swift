import Foundation
import Geo
import MapRender
import Places

/// A static map as the HTTP API spells it, after Google's Static Maps:
/// `center=LAT,LNG&zoom=15&size=600x400&scale=2&markers=LAT,LNG|LAT,LNG`,
/// and ours: `me=LAT,LNG,ACCURACY`. This reads the syntax; the ranges are
/// the map's own rules (``StaticMap/validate()``), checked here once.
public enum StaticMapQuery {
    /// The parameters a request may carry.
    public static let parameterNames: Set<String> = ["center", "zoom", "size", "scale", "markers", "me", "lang"]

    /// Reads the parameters into a map with labels in `language`.
    /// - Throws: ``PlacesError`` `.invalidArgument` naming the parameter at fault.
    public static func parse(_ parameters: [String: String], language: LanguageCode?) throws(PlacesError) -> StaticMap {
        if let unknown = parameters.keys.sorted().first(where: { !parameterNames.contains($0) }) {
            throw PlacesError(.invalidArgument,
                              "unknown parameter \"\(unknown.prefix(40))\"; parameters: \(parameterNames.sorted().joined(separator: ", "))",
                              parameter: unknown)
        }
        guard let centerText = parameters["center"] else {
            throw PlacesError(.invalidArgument, "center is missing (center=LAT,LNG)", parameter: "center")
        }
        let center: Coordinate
        do { center = try Coordinate.parse(centerText) } catch {
            throw PlacesError(.invalidArgument, "center: \(error.message)", parameter: "center")
        }
        guard let zoom = Double(parameters["zoom"] ?? "15") else {
            throw PlacesError(.invalidArgument, "zoom must be a number from 0 to 19", parameter: "zoom")
        }
        let size = (parameters["size"] ?? "600x400").lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]) else {
            throw PlacesError(.invalidArgument, "size must be WIDTHxHEIGHT, each 1–2048", parameter: "size")
        }
        let scales: [String: Double] = ["1": 1, "2": 2]
        guard let scale = scales[parameters["scale"] ?? "1"] else {
            throw PlacesError(.invalidArgument, "scale must be 1 or 2", parameter: "scale")
        }
        var markers: [MapMarker] = []
        let markerTexts = parameters["markers"].map { $0.isEmpty ? [] : $0.split(separator: "|", omittingEmptySubsequences: false) } ?? []
        // Google's style settings (`color:red`) are accepted and not drawn.
        for text in markerTexts where !text.contains(":") {
            do { markers.append(MapMarker(position: try Coordinate.parse(String(text)))) } catch {
                throw PlacesError(.invalidArgument, "markers: \(error.message)", parameter: "markers")
            }
        }
        var me: (position: Coordinate, accuracy: Meters)?
        if let text = parameters["me"] {
            let values = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
            guard values.count == 3, let latitude = values[0], let longitude = values[1], let accuracy = values[2] else {
                throw PlacesError(.invalidArgument, "me must be LAT,LNG,ACCURACY with an accuracy of 0 to 100000 metres",
                                  parameter: "me")
            }
            me = (Coordinate(latitude: latitude, longitude: longitude), accuracy)
        }
        let map = StaticMap(center: center, zoom: zoom, width: width, height: height, scale: scale, markers: markers,
                            me: me, language: language)
        do {
            try map.validate()
        } catch {
            throw PlacesError(.invalidArgument, error.message, parameter: error.parameter)
        }
        return map
    }
}
