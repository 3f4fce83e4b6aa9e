import Foundation
import Geo

/// A marker: the tutorial's `GMSMarker`, a pin with an info window that shows
/// a title (the place's name) and a snippet (its address).
public struct MapMarker: Sendable {
    public var position: Coordinate
    public var title: String?
    public var snippet: String?

    /// Creates a marker.
    public init(position: Coordinate, title: String? = nil, snippet: String? = nil) {
        self.position = position
        self.title = title
        self.snippet = snippet
    }
}
