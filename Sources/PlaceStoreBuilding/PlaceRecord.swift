import Foundation
import PlaceStore
import Places

/// A place with its stored text already encoded (tags as JSON, types,
/// searchable names and their folded form, footprint blob), so that encoding
/// can run on several threads while one thread writes. A class: a record
/// crosses threads and queues whole, at the cost of one reference count, not
/// one per text it holds.
public final class PlaceRecord: Sendable {
    /// The place, without what the record holds encoded: its tags, types and footprint are empty here
    /// (they are in the JSON, the type list and the blob), so that the thread that writes the record
    /// does not also free them (it is the busiest of an import's).
    public let place: Place
    let typesText: String
    let tagsJSON: String
    let searchableNames: String
    /// The searchable names folded for the trigram index (``SearchText/fold(_:)``).
    let foldedNames: String
    let footprintBlob: Data?
    /// What conflation sees of a point of interest, made here, beside the other encodings, from what the
    /// row will hold (so that it equals the item an update reads back from the row); nil for other places
    /// and for a row conflation cannot read.
    let conflationItem: ConflationItem?

    /// Encodes `place` for ``PlaceStoreWriter/insert(_:)``.
    public convenience init(_ place: Place) {
        self.init(place, tags: OSMTags(place.osmTags))
    }

    /// Encodes `place` with `tags` as its OSM tags (its own `osmTags` are not read): an import carries
    /// them as ``OSMTags`` and needs no dictionary of them.
    public init(_ place: Place, tags: OSMTags) {
        var written = place
        written.osmTags = [:]
        written.types = []
        written.footprint = nil
        self.place = written
        typesText = place.types.joined(separator: " ")
        tagsJSON = PlaceRowCodec.encodeTags(tags)
        searchableNames = PlaceRowCodec.searchableNames(of: place, tags: tags)
        foldedNames = SearchText.fold(searchableNames)
        let blob = place.footprint.map(FootprintCodec.encode)
        footprintBlob = blob
        conflationItem = place.category == .pointOfInterest
            ? ConflationItem(row: place, types: typesText, footprint: blob.flatMap(FootprintCodec.decode),
                             tagsLength: tagsJSON.unicodeScalars.count)
            : nil
    }
}
