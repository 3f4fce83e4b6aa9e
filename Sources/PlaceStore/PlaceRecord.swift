import Foundation
import Places

/// A place with its stored text already encoded (tags as JSON, types,
/// searchable names and their folded form, footprint blob), so that encoding
/// can run on several threads while one thread writes. A class: a record
/// crosses threads and queues whole, at the cost of one reference count, not
/// one per text it holds.
public final class PlaceRecord: Sendable {
    /// The place.
    public let place: Place
    let typesText: String
    let tagsJSON: String
    let searchableNames: String
    /// The searchable names folded for the trigram index (``SearchText/fold(_:)``).
    let foldedNames: String
    let footprintBlob: Data?

    /// Encodes `place` for ``PlaceStoreWriter/insert(_:)``.
    public init(_ place: Place) {
        self.place = place
        typesText = place.types.joined(separator: " ")
        tagsJSON = PlaceRowCodec.encodeTags(place.osmTags)
        searchableNames = PlaceRowCodec.searchableNames(of: place)
        foldedNames = SearchText.fold(searchableNames)
        footprintBlob = place.footprint.map(FootprintCodec.encode)
    }
}
