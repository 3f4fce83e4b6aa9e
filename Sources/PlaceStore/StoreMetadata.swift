import Foundation
import Geo

/// What a store says about itself: where its data came from and when.
public struct StoreMetadata: Sendable, Equatable {
    /// The OSM files imported, as given on the command line.
    public var sourceFiles: [String]
    /// The newest OSM object timestamp (or the replication timestamp) of the data.
    public var dataTimestamp: Date?
    /// When the import finished.
    public var importedAt: Date
    /// The box holding every place.
    public var boundingBox: BoundingBox?
    /// The version of the program that wrote the store.
    public var generator: String
    /// The country most of the data is in (ISO 3166-1 alpha-2), when known.
    public var countryCode: String?

    /// Creates metadata.
    public init(sourceFiles: [String], dataTimestamp: Date?, importedAt: Date, boundingBox: BoundingBox?,
                generator: String, countryCode: String? = nil) {
        self.sourceFiles = sourceFiles
        self.dataTimestamp = dataTimestamp
        self.importedAt = importedAt
        self.boundingBox = boundingBox
        self.generator = generator
        self.countryCode = countryCode
    }

    var keyValues: [(String, String)] {
        var rows: [(String, String)] = [
            ("source_files", sourceFiles.joined(separator: "\n")),
            ("imported_at", ISO8601DateFormatter().string(from: importedAt)),
            ("generator", generator),
        ]
        if let countryCode { rows.append(("country_code", countryCode)) }
        if let dataTimestamp { rows.append(("data_timestamp", ISO8601DateFormatter().string(from: dataTimestamp))) }
        if let box = boundingBox {
            rows.append(("bbox", "\(box.minLongitude),\(box.minLatitude),\(box.maxLongitude),\(box.maxLatitude)"))
        }
        return rows
    }

    init(keyValues: [String: String]) {
        let iso = ISO8601DateFormatter()
        sourceFiles = keyValues["source_files"].map { $0.split(separator: "\n").map(String.init) } ?? []
        dataTimestamp = keyValues["data_timestamp"].flatMap(iso.date(from:))
        importedAt = keyValues["imported_at"].flatMap(iso.date(from:)) ?? Date(timeIntervalSince1970: 0)
        generator = keyValues["generator"] ?? "unknown"
        countryCode = keyValues["country_code"]
        // West, south, east, north; anything else (a damaged or edited store) is no box.
        let edges = keyValues["bbox"]?.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) } ?? []
        if edges.count == 4, let west = edges[0], let south = edges[1], let east = edges[2], let north = edges[3],
           Coordinate(latitude: south, longitude: west).isValid, Coordinate(latitude: north, longitude: east).isValid,
           south <= north, west <= east {
            boundingBox = BoundingBox(minLatitude: south, minLongitude: west, maxLatitude: north, maxLongitude: east)
        } else {
            boundingBox = nil
        }
    }
}
