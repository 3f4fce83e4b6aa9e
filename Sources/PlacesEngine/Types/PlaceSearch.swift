import Foundation
import Geo
import Places

/// A full-text search over names and addresses, as ``PlacesService/search(_:)`` takes it.
public struct PlaceSearch: Sendable, Hashable {
    /// The words to look for.
    public var text: String
    /// Rank by distance from here instead of by text relevance.
    public var near: Coordinate?
    /// How many results at most, within ``limits``.
    public var limit: Int

    /// How many results a search may ask for.
    public static let limits = 1...100

    /// Creates a search.
    public init(text: String, near: Coordinate? = nil, limit: Int = 10) {
        self.text = text
        self.near = near
        self.limit = limit
    }
}
