import Foundation
import Geo
import Places

/// A full-text search over names and addresses, as ``PlacesService/search(_:)`` takes it.
public struct PlaceSearch: Sendable, Hashable {
    /// The words to look for.
    public var text: String
    /// Rank by distance from here instead of by text relevance.
    public var near: Coordinate?
    /// How many results at most, within ``limits`` (checked when the search is made).
    public let limit: Int

    /// How many results a search may ask for.
    public static let limits = 1...100

    /// Creates a search.
    /// - Throws: ``PlacesError`` `.invalidArgument` for a limit outside ``limits``.
    public init(text: String, near: Coordinate? = nil, limit: Int = 10) throws(PlacesError) {
        guard PlaceSearch.limits.contains(limit) else {
            throw PlacesError(.invalidArgument, "limit \(limit) is outside \(PlaceSearch.limits.lowerBound)…\(PlaceSearch.limits.upperBound)",
                              parameter: "limit")
        }
        self.text = text
        self.near = near
        self.limit = limit
    }
}
