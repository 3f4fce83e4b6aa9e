import Foundation
import Geo
import PlaceStore
import PlaceStoreBuilding
import Places

/// Writes a store of `count` places made of copies of a real store laid out
/// side by side on a grid, each copy shifted in space with renumbered ids, so
/// the density of places stays that of the real data while the store grows.
enum Synthesize {
    static func run(from source: String, places count: Int, to destination: String) throws {
        let store = try PlaceStore(path: source)
        guard let box = store.metadata.boundingBox else { throw BenchError("\(source) has no bounding box") }
        let originals = try store.places(intersecting: box, limit: Int.max)
        guard !originals.isEmpty else { throw BenchError("\(source) has no places") }
        let dLat = (box.maxLatitude - box.minLatitude) * 1.2
        let dLon = (box.maxLongitude - box.minLongitude) * 1.2
        let copies = (count + originals.count - 1) / originals.count
        let columns = Int(Double(copies).squareRoot().rounded(.up))
        let writer = try PlaceStoreWriter(destinationPath: destination)
        var written = 0
        copying: for copy in 0..<copies {
            let shiftLat = Double(copy / columns) * dLat, shiftLon = Double(copy % columns) * dLon
            for original in originals {
                if written == count { break copying }
                try writer.insert(shifted(original, copy: copy, latitude: shiftLat, longitude: shiftLon))
                written += 1
            }
        }
        try writer.commit(metadata: StoreMetadata(
            sourceFiles: ["synthetic: \(copies) copies of \(URL(fileURLWithPath: source).lastPathComponent)"],
            dataTimestamp: store.metadata.dataTimestamp, importedAt: Date(), boundingBox: nil,
            generator: "current-place-bench", countryCode: store.metadata.countryCode))
        print("wrote \(destination): \(written) places in \(copies) copies")
    }

    private static func shifted(_ place: Place, copy: Int, latitude: Double, longitude: Double) -> Place {
        func move(_ c: Coordinate) -> Coordinate {
            Coordinate(latitude: c.latitude + latitude, longitude: c.longitude + longitude)
        }
        var place = place
        place.id = PlaceID(place.id.objectType, place.id.osmID + Int64(copy) * 100_000_000_000)
        place.location = move(place.location)
        place.footprint = place.footprint.map { footprint in
            Footprint(polygons: footprint.polygons.map { Polygon(outer: $0.outer.map(move), inners: $0.inners.map { $0.map(move) }) })
        }
        place.boundingBox = BoundingBox(minLatitude: place.boundingBox.minLatitude + latitude,
                                        minLongitude: place.boundingBox.minLongitude + longitude,
                                        maxLatitude: place.boundingBox.maxLatitude + latitude,
                                        maxLongitude: place.boundingBox.maxLongitude + longitude)
        place.plusCode = (try? PlusCode.encode(latitude: place.location.latitude, longitude: place.location.longitude)) ?? ""
        return place
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
