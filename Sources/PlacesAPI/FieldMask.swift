import Foundation
import Places

/// A Google field mask (`X-Goog-FieldMask`, or the `fields` / `$fields` URL
/// parameter) read as our field mask. Paths may start with `places.` (Nearby
/// Search) and may name a sub-field (`displayName.text`), which selects the
/// whole field. Google's fields that OpenStreetMap cannot fill are accepted
/// and left out of the answer.
public enum FieldMask {
    /// Place fields Google defines that OpenStreetMap cannot fill: accepted in a
    /// mask, never in an answer.
    public static let unfilledGoogleFields: Set<String> = [
        "rating", "userRatingCount", "priceLevel", "priceRange", "photos", "reviews", "editorialSummary",
        "generativeSummary", "reviewSummary", "googleMapsUri", "googleMapsLinks", "iconMaskBaseUri",
        "iconBackgroundColor", "primaryTypeDisplayName", "currentOpeningHours", "currentSecondaryOpeningHours",
        "regularSecondaryOpeningHours", "utcOffsetMinutes", "adrFormatAddress", "attributions",
        "addressDescriptor", "postalAddress", "timeZone", "pureServiceAreaBusiness",
        "fuelOptions", "evChargeOptions", "parkingOptions", "paymentOptions", "takeout", "delivery", "dineIn",
        "curbsidePickup", "reservable", "servesBreakfast", "servesLunch", "servesDinner", "servesBeer", "servesWine",
        "servesBrunch", "servesVegetarianFood", "servesCocktails", "servesCoffee", "servesDessert", "outdoorSeating",
        "liveMusic", "menuForChildren", "goodForChildren", "allowsDogs", "restroom", "goodForGroups",
        "goodForWatchingSports", "areaSummary", "neighborhoodSummary", "evChargeAmenitySummary", "consumerAlert",
        "movedPlace", "movedPlaceId",
    ]

    /// The fields of a mask: names separated by commas (`*` alone for all).
    /// - Parameter parameter: the header or parameter it came from, for errors.
    /// - Throws: ``PlacesError`` naming `parameter` for an empty or unknown name.
    public static func parse(_ text: String, parameter: String = "X-Goog-FieldMask") throws(PlacesError) -> PlaceFields {
        if ["*", "places.*", "places"].contains(text) { return .all }
        var fields = Set<PlaceField>()
        for path in text.split(separator: ",", omittingEmptySubsequences: false) {
            var name = String(path)
            if name.hasPrefix("places.") { name.removeFirst("places.".count) }
            // A sub-path selects its field: displayName.text is displayName.
            let field = String(name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            guard !field.isEmpty, field != "*" else {
                throw PlacesError(.invalidArgument, "\(parameter): \"\(text.prefix(60))\" has an empty name or a * among names",
                                  parameter: parameter)
            }
            if unfilledGoogleFields.contains(field) { continue }
            do {
                fields.formUnion(try PlaceFields.parse(field).fields)
            } catch {
                throw PlacesError(.invalidArgument, "\(parameter): \(error.message)", parameter: parameter)
            }
        }
        return PlaceFields(fields)
    }
}
