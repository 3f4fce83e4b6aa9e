import Foundation
import Places

/// A place with its stored text already encoded (tags as JSON, types,
/// searchable names, footprint blob), so that encoding can run on several
/// threads while one thread writes.
public struct PlaceRecord: Sendable {
    /// The place.
    public let place: Place
    let typesText: String
    let tagsJSON: String
    let searchableNames: String
    let footprintBlob: Data?

    /// Encodes `place` for ``PlaceStoreWriter/insert(_:)``.
    public init(_ place: Place) {
        self.place = place
        typesText = place.types.joined(separator: " ")
        tagsJSON = PlaceRowCodec.encodeTags(place.osmTags)
        searchableNames = PlaceRowCodec.searchableNames(of: place)
        footprintBlob = place.footprint.map(FootprintCodec.encode)
    }
}
