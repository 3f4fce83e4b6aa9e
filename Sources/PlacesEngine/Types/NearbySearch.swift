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
    /// The circle's radius, up to ``maximumRadius`` (checked when the search is made).
    public let radius: Meters
    /// Types a place must have one of (any when empty).
    public var includedTypes: Set<String>
    /// Types a place must have none of.
    public var excludedTypes: Set<String>
    /// Primary types a place must have one of (any when empty).
    public var includedPrimaryTypes: Set<String>
    /// Primary types a place must not have.
    public var excludedPrimaryTypes: Set<String>
    /// How many places at most, within ``resultLimits`` (Google's `maxResultCount`; checked when the search is made).
    public let maxResultCount: Int
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

    /// Creates a search.
    /// - Parameter radiusParameter: the radius's name where it came from (`locationRestriction.circle.radius`), for the error.
    /// - Throws: ``PlacesError`` `.invalidArgument` naming the radius or the count out of range.
    public init(center: Coordinate, radius: Meters, includedTypes: Set<String> = [], excludedTypes: Set<String> = [],
                includedPrimaryTypes: Set<String> = [], excludedPrimaryTypes: Set<String> = [], maxResultCount: Int = 20,
                rankPreference: NearbyRanking = .popularity, fields: PlaceFields = .all,
                language: LanguageCode? = nil, radiusParameter: String = "radius") throws(PlacesError) {
        guard radius.isFinite, radius >= 0, radius <= NearbySearch.maximumRadius else {
            throw PlacesError(.invalidArgument, "\(radiusParameter) must be in [0, \(Int(NearbySearch.maximumRadius))] metres",
                              parameter: radiusParameter)
        }
        guard NearbySearch.resultLimits.contains(maxResultCount) else {
            throw PlacesError(.invalidArgument, "maxResultCount must be from \(NearbySearch.resultLimits.lowerBound) to "
                              + "\(NearbySearch.resultLimits.upperBound)", parameter: "maxResultCount")
        }
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
