import Foundation
import Places

/// Google's `X-Goog-FieldMask` for Nearby Search, read as our field mask.
public enum FieldMask {
    /// Google's field names that differ from ours.
    static let googleFieldNames: [String: PlaceField] = [
        "nationalPhoneNumber": .phone, "internationalPhoneNumber": .phone, "websiteUri": .website,
        "regularOpeningHours": .openingHours, "currentOpeningHours": .openingHours, "name": .id,
    ]

    /// `places.displayName,places.id` (or `*`, `places`, `places.*`): names
    /// separated by commas, each with or without `places.`.
    /// - Throws: ``PlacesError`` naming the header for an empty or unknown name.
    public static func parse(_ text: String) throws(PlacesError) -> PlaceFields {
        if ["*", "places.*", "places"].contains(text) { return .all }
        var fields = Set<PlaceField>()
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            let field = name.hasPrefix("places.") ? String(name.dropFirst("places.".count)) : String(name)
            if let known = googleFieldNames[field] {
                fields.insert(known)
                continue
            }
            guard !field.isEmpty, field != "*" else {
                throw PlacesError(.invalidArgument, "X-Goog-FieldMask: \"\(text.prefix(60))\" has an empty name or a * among names",
                                  parameter: "X-Goog-FieldMask")
            }
            do {
                fields.formUnion(try PlaceFields.parse(field).fields)
            } catch {
                throw PlacesError(.invalidArgument, "X-Goog-FieldMask: \(error.message)", parameter: "X-Goog-FieldMask")
            }
        }
        return PlaceFields(fields)
    }
}
