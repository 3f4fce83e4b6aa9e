import Geo

/// Counts that describe a store.
public struct StoreStatistics: Sendable {
    /// Places in each category.
    public var countsByCategory: [PlaceCategory: Int]
    /// Places by primary type, largest first.
    public var countsByType: [(type: String, count: Int)]
    /// Places that have a footprint polygon.
    public var placesWithFootprint: Int
    /// Localized names stored (`name:xx`).
    public var localizedNameCount: Int
    /// The store's own description of its data.
    public var metadata: StoreMetadata

    /// Creates statistics.
    public init(countsByCategory: [PlaceCategory: Int], countsByType: [(type: String, count: Int)], placesWithFootprint: Int,
                localizedNameCount: Int, metadata: StoreMetadata) {
        self.countsByCategory = countsByCategory
        self.countsByType = countsByType
        self.placesWithFootprint = placesWithFootprint
        self.localizedNameCount = localizedNameCount
        self.metadata = metadata
    }

    /// Every place, all categories.
    public var placeCount: Int { countsByCategory.values.reduce(0, +) }
}
