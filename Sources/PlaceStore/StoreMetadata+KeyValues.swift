import Foundation
import Geo
import Places

/// The metadata table's rows: how a store writes and reads its ``StoreMetadata``.
extension StoreMetadata {
    package var keyValues: [(String, String)] {
        var rows: [(String, String)] = [
            ("source_files", sourceFiles.joined(separator: "\n")),
            ("imported_at", ISO8601DateFormatter().string(from: importedAt)),
            ("generator", generator),
        ]
        if let countryCode { rows.append(("country_code", countryCode)) }
        if let dataTimestamp { rows.append(("data_timestamp", ISO8601DateFormatter().string(from: dataTimestamp))) }
        if updatable { rows.append(("updatable", "1")) }
        if let updatedAt { rows.append(("updated_at", ISO8601DateFormatter().string(from: updatedAt))) }
        if let replicationSequence { rows.append(("replication_sequence", String(replicationSequence))) }
        if revision > 0 { rows.append(("revision", String(revision))) }
        if linksRevision > 0 { rows.append(("links_revision", String(linksRevision))) }
        if let box = boundingBox {
            rows.append(("bbox", "\(box.minLongitude),\(box.minLatitude),\(box.maxLongitude),\(box.maxLatitude)"))
        }
        return rows
    }

    package init(keyValues: [String: String]) {
        // West, south, east, north; anything else (a damaged or edited store) is no box.
        var box: BoundingBox?
        let edges = keyValues["bbox"]?.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) } ?? []
        if edges.count == 4, let west = edges[0], let south = edges[1], let east = edges[2], let north = edges[3],
           Coordinate(latitude: south, longitude: west).isValid, Coordinate(latitude: north, longitude: east).isValid,
           south <= north, west <= east {
            box = BoundingBox(minLatitude: south, minLongitude: west, maxLatitude: north, maxLongitude: east)
        }
        self.init(sourceFiles: keyValues["source_files"].map { $0.split(separator: "\n").map(String.init) } ?? [],
                  dataTimestamp: keyValues["data_timestamp"].flatMap(QueryTime.instant),
                  importedAt: keyValues["imported_at"].flatMap(QueryTime.instant) ?? Date(timeIntervalSince1970: 0),
                  boundingBox: box, generator: keyValues["generator"] ?? "unknown", countryCode: keyValues["country_code"],
                  updatable: keyValues["updatable"] == "1", updatedAt: keyValues["updated_at"].flatMap(QueryTime.instant),
                  replicationSequence: keyValues["replication_sequence"].flatMap { Int64($0) }.flatMap { $0 >= 0 ? $0 : nil },
                  revision: keyValues["revision"].flatMap { Int64($0) }.flatMap { $0 >= 0 ? $0 : nil } ?? 0,
                  linksRevision: keyValues["links_revision"].flatMap { Int64($0) }.flatMap { $0 >= 0 ? $0 : nil } ?? 0)
    }
}
