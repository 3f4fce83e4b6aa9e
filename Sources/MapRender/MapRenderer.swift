import Foundation
import Geo
import PlaceStore
import Places

/// Draws the map of a view from a place store: land use, water, buildings,
/// railways, roads with casings, street names, points of interest and
/// place names, each label only where no other is.
public struct MapRenderer {
    /// The language for labels (`name:xx` when the data has it).
    public var language: LanguageCode?

    /// Creates a renderer.
    public init(language: LanguageCode? = nil) {
        self.language = language
    }

    /// Draws `view` onto `canvas` from `store`.
    public func render(_ view: MapView, on canvas: Canvas, from store: any PlaceReading) throws {
        var labels = LabelPlacer(width: canvas.width, height: canvas.height)
        try render(view, on: canvas, from: store, labels: &labels)
    }

    /// Draws `view`, sharing `labels` with whatever the caller draws next (markers, an info window).
    func render(_ view: MapView, on canvas: Canvas, from store: any PlaceReading, labels: inout LabelPlacer) throws {
        draw(try content(of: view, from: store), view: view, on: canvas, labels: &labels)
    }

    /// Everything `view` shows, read from `store`: the only part of drawing that needs the store, so that a
    /// caller can give its connection back before drawing.
    public func content(of view: MapView, from store: any PlaceReading) throws -> MapContent {
        let features = try store.mapFeatures(intersecting: view.boundingBox(margin: 32))
        var localities: [Place] = []
        if view.zoom >= 10, view.zoom < 17 {
            localities = try store.places(rowIDs: try store.rowIDs(intersecting: view.boundingBox(), categories: [.locality]),
                                          parts: language == nil ? [] : [.names])
        }
        var places: [Place] = []
        if view.zoom >= MapStyle.poiMinZoom {
            let rows = try store.rowIDs(intersecting: view.boundingBox(margin: 8), categories: [.pointOfInterest])
            places = try store.places(rowIDs: rows, parts: language == nil ? [] : [.names])
                .sorted { ($0.wikidata != nil ? 0 : 1, $0.id) < ($1.wikidata != nil ? 0 : 1, $1.id) }
        }
        return MapContent(features: features, localities: localities, places: places)
    }

    /// Draws `content` (read for `view`) onto `canvas`.
    public func draw(_ content: MapContent, view: MapView, on canvas: Canvas) {
        var labels = LabelPlacer(width: canvas.width, height: canvas.height)
        draw(content, view: view, on: canvas, labels: &labels)
    }

    private func draw(_ content: MapContent, view: MapView, on canvas: Canvas, labels: inout LabelPlacer) {
        canvas.fill(MapStyle.background)
        drawAreas(content.features, view: view, canvas: canvas)
        drawLines(content.features, view: view, canvas: canvas)
        // Labels by importance: place names, street names, then points of interest.
        drawLocalities(content.localities, view: view, canvas: canvas, labels: &labels)
        if view.zoom >= MapStyle.streetLabelMinZoom {
            drawStreetNames(content.features, view: view, canvas: canvas, labels: &labels)
        }
        drawPlaces(content.places, view: view, canvas: canvas, labels: &labels)
    }

    private func rings(_ footprint: Footprint, _ view: MapView) -> [[PlanePoint]] {
        footprint.polygons.flatMap { ([$0.outer] + $0.inners).map { $0.map(view.point) } }
    }

    private func drawAreas(_ features: [MapFeature], view: MapView, canvas: Canvas) {
        // Land use, largest first so small areas stay visible on top; then water; then buildings.
        var landuse: [(Footprint, Color, Double)] = []
        for feature in features where feature.layer == .landuse {
            guard case .area(let footprint) = feature.geometry, let color = MapStyle.landuse(feature.kind) else { continue }
            landuse.append((footprint, color, footprint.boundingBox.map { ($0.maxLatitude - $0.minLatitude) * ($0.maxLongitude - $0.minLongitude) } ?? 0))
        }
        for (footprint, color, _) in landuse.sorted(by: { $0.2 > $1.2 }) {
            canvas.fillRings(rings(footprint, view), color: color)
        }
        for feature in features where feature.layer == .water {
            if case .area(let footprint) = feature.geometry { canvas.fillRings(rings(footprint, view), color: MapStyle.water) }
        }
        for feature in features where feature.layer == .waterway {
            if case .line(let points) = feature.geometry {
                let width = (feature.kind == "river" || feature.kind == "canal" ? 6 : 2) * pow(1.3, view.zoom - 16) * view.scale
                canvas.strokeLine(points.map(view.point), color: MapStyle.water, width: max(1, width))
            }
        }
        guard view.zoom >= MapStyle.buildingMinZoom else { return }
        let outline: Color? = view.zoom >= 15 ? MapStyle.buildingOutline : nil
        for feature in features where feature.layer == .building {
            if case .area(let footprint) = feature.geometry {
                canvas.fillRings(rings(footprint, view), color: MapStyle.building, outline: outline, outlineWidth: 0.6 * view.scale)
            }
        }
    }

    private func drawLines(_ features: [MapFeature], view: MapView, canvas: Canvas) {
        typealias StyledRoad = (points: [PlanePoint], style: MapStyle.Road, feature: MapFeature)
        var roads: [StyledRoad] = []
        for feature in features where feature.layer == .road {
            guard case .line(let points) = feature.geometry, let style = MapStyle.road(feature.kind, zoom: view.zoom) else { continue }
            roads.append((points.map(view.point), style, feature))
        }
        // Tunnels below, then by OSM layer, then minor under major roads.
        roads.sort { ($0.feature.level, $0.style.rank) < ($1.feature.level, $1.style.rank) }
        let s = view.scale
        for road in roads where road.style.casing != nil {
            let tunnel = road.feature.flags.contains(.tunnel)
            canvas.strokeLine(road.points, color: road.style.casing ?? MapStyle.background,
                              width: road.style.width * s + (road.feature.flags.contains(.bridge) ? 3 : 1.5) * s,
                              dash: tunnel ? [4 * s, 3 * s] : [])
        }
        for feature in features where feature.layer == .rail {
            guard case .line(let points) = feature.geometry, let style = MapStyle.rail(feature.kind, zoom: view.zoom) else { continue }
            let line = points.map(view.point)
            canvas.strokeLine(line, color: style.color, width: style.width * s)
            if style.dashed {
                canvas.strokeLine(line, color: Color(hex: 0xFFFFFF), width: style.width * s * 0.5, dash: [6 * s, 6 * s])
            }
        }
        for road in roads {
            let fill = road.feature.flags.contains(.tunnel)
                ? Color(hex: 0xFFFFFF, alpha: 0.7) : road.style.fill
            canvas.strokeLine(road.points, color: fill, width: road.style.width * s,
                              dash: road.style.dash.map { $0 * s * max(1, road.style.width / 2) })
        }
    }

    private func drawStreetNames(_ features: [MapFeature], view: MapView, canvas: Canvas, labels: inout LabelPlacer) {
        var seen = Set<String>()
        let named = features.filter { $0.layer == .road && $0.name != nil && MapStyle.road($0.kind, zoom: view.zoom) != nil }
            .sorted { (MapStyle.road($0.kind, zoom: view.zoom)?.rank ?? 0) > (MapStyle.road($1.kind, zoom: view.zoom)?.rank ?? 0) }
        let font = "Noto Sans, DejaVu Sans \(Int(9 * view.scale))"
        for feature in named {
            guard let name = feature.name, case .line(let coordinates) = feature.geometry else { continue }
            let points = coordinates.map(view.point)
            // The longest straight segment carries the name, rotated along it.
            guard let (a, b) = zip(points, points.dropFirst()).max(by: { length($0.0, $0.1) < length($1.0, $1.1) }) else { continue }
            // Shaping text costs more than drawing a road: skip segments too short for any font's glyphs (≥ 0.4 em each).
            guard length(a, b) >= Double(name.count) * 9 * 0.4 * view.scale else { continue }
            let text = TextLayout(name, font: font, canvas: canvas)
            guard length(a, b) >= text.width + 8 * view.scale, seen.insert(name).inserted || view.zoom >= 17 else { continue }
            var angle = atan2(b.y - a.y, b.x - a.x)
            if angle > .pi / 2 { angle -= .pi } else if angle < -.pi / 2 { angle += .pi }
            let centre = PlanePoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            let halfWidth = (abs(cos(angle)) * text.width + abs(sin(angle)) * text.height) / 2
            let halfHeight = (abs(sin(angle)) * text.width + abs(cos(angle)) * text.height) / 2
            guard labels.reserve(minX: centre.x - halfWidth, minY: centre.y - halfHeight,
                                 maxX: centre.x + halfWidth, maxY: centre.y + halfHeight) else { continue }
            text.draw(at: PlanePoint(x: centre.x - text.width / 2, y: centre.y - text.height / 2), angle: angle,
                      color: MapStyle.labelText, halo: MapStyle.labelHalo, haloWidth: 3 * view.scale)
        }
    }

    private func drawPlaces(_ places: [Place], view: MapView, canvas: Canvas, labels: inout LabelPlacer) {
        guard view.zoom >= MapStyle.poiMinZoom else { return }
        let radius = (view.zoom >= 18 ? 4.0 : 3.0) * view.scale
        let font = "Noto Sans, DejaVu Sans \(Int(8.5 * view.scale))"
        for place in places {
            let point = view.point(place.location)
            canvas.circle(center: point, radius: radius, fill: MapStyle.poi(place.primaryType, types: place.types),
                          outline: Color(hex: 0xFFFFFF), outlineWidth: 1 * view.scale)
            guard view.zoom >= MapStyle.poiLabelMinZoom else { continue }
            let text = TextLayout(place.displayName(language: language).text, font: font, canvas: canvas)
            let x = point.x + radius + 2 * view.scale, y = point.y - text.height / 2
            guard labels.reserve(minX: x, minY: y, maxX: x + text.width, maxY: y + text.height) else { continue }
            text.draw(at: PlanePoint(x: x, y: y), color: MapStyle.poi(place.primaryType, types: place.types),
                      halo: MapStyle.labelHalo, haloWidth: 2.5 * view.scale)
        }
    }

    private func drawLocalities(_ localities: [Place], view: MapView, canvas: Canvas, labels: inout LabelPlacer) {
        for place in localities {
            let isCity = place.primaryType == "locality"
            guard isCity ? view.zoom < 15 : view.zoom >= 13 else { continue }
            let size = (isCity ? 14.0 : 11.0) * view.scale
            let text = TextLayout(place.displayName(language: language).text,
                                  font: "Noto Sans, DejaVu Sans \(isCity ? "Bold" : "Semi-Bold") \(Int(size))", canvas: canvas)
            let point = view.point(place.location)
            let x = point.x - text.width / 2, y = point.y - text.height / 2
            guard labels.reserve(minX: x, minY: y, maxX: x + text.width, maxY: y + text.height) else { continue }
            text.draw(at: PlanePoint(x: x, y: y), color: MapStyle.placeText, halo: MapStyle.labelHalo, haloWidth: 3 * view.scale)
        }
    }

    private func length(_ a: PlanePoint, _ b: PlanePoint) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
}
