import Foundation
import Geo
import Places

/// How a nearby search orders what it finds.
public enum NearbyRanking: String, Sendable, CaseIterable {
    /// Most prominent first (the kind-and-prominence prior), then nearest.
    case popularity = "POPULARITY"
    /// Nearest first.
    case distance = "DISTANCE"
}

/// Points of interest within a circle, like Google's Nearby Search: only
/// places with one of `includedTypes` (all when empty) and none of
/// `excludedTypes`, and whose primary type is one of `includedPrimaryTypes`
/// (any when empty) and none of `excludedPrimaryTypes`.
public struct NearbySearch: Sendable, Hashable {
    /// The circle's centre.
    public var center: Coordinate
    /// The circle's radius, up to ``maximumRadius``.
    public var radius: Meters
    /// Types a place must have one of (any when empty).
    public var includedTypes: Set<String>
    /// Types a place must have none of.
    public var excludedTypes: Set<String>
    /// Primary types a place must have one of (any when empty).
    public var includedPrimaryTypes: Set<String>
    /// Primary types a place must not have.
    public var excludedPrimaryTypes: Set<String>
    /// How many places at most, within ``resultLimits`` (Google's `maxResultCount`).
    public var maxResultCount: Int
    /// The order of the answer (Google's `rankPreference`).
    public var rankPreference: NearbyRanking
    /// Which fields of each place to read.
    public var fields: PlaceFields
    /// The language for names.
    public var language: LanguageCode?

    /// The largest radius, as in Google's API.
    public static let maximumRadius: Meters = 50_000
    /// How many places a search may ask for.
    public static let resultLimits = 1...20

    /// Checks what a search's types cannot: the radius and the count's ranges.
    /// - Parameter radiusParameter: the radius's name where it came from (`locationRestriction.circle.radius`).
    /// - Throws: ``PlacesError`` `.invalidArgument` naming the value out of range.
    public func check(radiusParameter: String = "radius") throws(PlacesError) {
        guard radius.isFinite, radius >= 0, radius <= NearbySearch.maximumRadius else {
            throw PlacesError(.invalidArgument, "\(radiusParameter) must be in [0, 50000] metres", parameter: radiusParameter)
        }
        guard NearbySearch.resultLimits.contains(maxResultCount) else {
            throw PlacesError(.invalidArgument, "maxResultCount must be from 1 to 20", parameter: "maxResultCount")
        }
    }

    /// Creates a search.
    public init(center: Coordinate, radius: Meters, includedTypes: Set<String> = [], excludedTypes: Set<String> = [],
                includedPrimaryTypes: Set<String> = [], excludedPrimaryTypes: Set<String> = [], maxResultCount: Int = 20,
                rankPreference: NearbyRanking = .popularity, fields: PlaceFields = .all,
                language: LanguageCode? = nil) {
        self.center = center
        self.radius = radius
        self.includedTypes = includedTypes
        self.excludedTypes = excludedTypes
        self.includedPrimaryTypes = includedPrimaryTypes
        self.excludedPrimaryTypes = excludedPrimaryTypes
        self.maxResultCount = maxResultCount
        self.rankPreference = rankPreference
        self.fields = fields
        self.language = language
    }
}
