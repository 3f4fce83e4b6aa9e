import Places

/// What one view of the map shows, read from the store before anything is drawn (``MapRenderer/content(of:from:)``):
/// the drawn features, the place names and the points of interest, in the order they are labelled.
public struct MapContent: Sendable {
    /// Land use, water, buildings, railways and roads.
    public let features: [MapFeature]
    /// Cities and neighbourhoods, labelled first.
    public let localities: [Place]
    /// Points of interest, those on Wikidata first.
    public let places: [Place]
}
