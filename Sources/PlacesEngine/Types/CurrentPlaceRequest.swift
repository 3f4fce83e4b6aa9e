import Foundation
import Geo
import Places

/// "Where am I?": a fix and how to answer, as every front end passes it to
/// ``PlacesService/currentPlace(_:)``.
public struct CurrentPlaceRequest: Sendable, Hashable {
    /// The position fix.
    public var fix: LocationFix
    /// How many places, within ``limits`` (checked when the request is made: the engine does not check it again).
    public let limit: Int
    /// Which fields of each place to read.
    public var fields: PlaceFields
    /// The language for names.
    public var language: LanguageCode?
    /// When the person is there, with the wall-clock zone it was given in; nil ignores opening hours.
    public var time: QueryTime?
    /// The person's earlier picks (``HistoryPrior``); empty ranks without them.
    public var history: VisitHistory

    /// How many places a request may ask for (the tutorial shows 5).
    public static let limits = 1...20
    /// The places a request gets when it names no limit.
    public static let defaultLimit = 5

    /// The one error for a limit that is not a whole number within ``limits`` (as `text` was given).
    public static func limitError(_ text: String) -> PlacesError {
        PlacesError(.invalidArgument, "limit must be a whole number from \(limits.lowerBound) to \(limits.upperBound), not \"\(text.prefix(40))\"",
                    parameter: "limit")
    }

    /// Creates a request.
    /// - Throws: ``limitError(_:)`` for a limit outside ``limits``.
    public init(fix: LocationFix, limit: Int = CurrentPlaceRequest.defaultLimit, fields: PlaceFields = .defaults,
                language: LanguageCode? = nil, time: QueryTime? = nil, history: VisitHistory = .empty) throws(PlacesError) {
        guard CurrentPlaceRequest.limits.contains(limit) else { throw CurrentPlaceRequest.limitError("\(limit)") }
        self.fix = fix
        self.limit = limit
        self.fields = fields
        self.language = language
        self.time = time
        self.history = history
    }
}
