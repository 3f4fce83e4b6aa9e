import Foundation

/// Google's reference to another place (`subDestinations`, `containingPlaces`): its resource name and id.
public struct PlaceReference: Sendable, Hashable, Codable {
    /// The place's resource name, `places/ID`.
    public var name: String
    /// The place's id.
    public var id: String

    /// A reference to the place `id`.
    public init(id: String) {
        self.id = id
        name = "places/\(id)"
    }
}
