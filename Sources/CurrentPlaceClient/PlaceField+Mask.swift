import Foundation

extension PlaceField {
    /// The `fields` parameter for `fields`: names joined by commas, `*` when `.all` is among them,
    /// the server's default when nil, and only the id when empty.
    static func queryMask(_ fields: [PlaceField]?) -> String? {
        guard let fields else { return nil }
        return names(fields).joined(separator: ",")
    }

    /// The `X-Goog-FieldMask` header for `fields`: `places.`-prefixed names, `*` for nil or `.all`.
    static func headerMask(_ fields: [PlaceField]?) -> String {
        let names = names(fields ?? [.all])
        return names == ["*"] ? "*" : names.map { "places.\($0)" }.joined(separator: ",")
    }

    /// The distinct wire names of `fields` in order (`*` alone if `.all` is among them, `id` if empty).
    private static func names(_ fields: [PlaceField]) -> [String] {
        if fields.contains(.all) { return ["*"] }
        var seen = Set<String>()
        let names = fields.map(\.rawValue).filter { seen.insert($0).inserted }
        return names.isEmpty ? ["id"] : names
    }

    /// Google's names that servers from before the move to them do not know, and the fields those
    /// servers had instead (nil: nothing like it).
    private static let formerNames: [String: String?] = [
        "nationalPhoneNumber": "phone", "internationalPhoneNumber": "phone", "websiteUri": "website",
        "regularOpeningHours": "openingHours", "accessibilityOptions": "wheelchair",
        "shortFormattedAddress": "formattedAddress", "businessStatus": nil,
    ]

    /// `fields` as a server from before Google's names takes them, or nil when that is the same list.
    /// A place read with them carries the old values under the new names (see ``Place``).
    static func formerFields(_ fields: [PlaceField]?) -> [PlaceField]? {
        guard let fields, !fields.contains(.all), fields.contains(where: { formerNames[$0.rawValue] != nil }) else {
            return nil
        }
        let former = fields.compactMap { field -> PlaceField? in
            guard let replacement = formerNames[field.rawValue] else { return field }
            return replacement.map(PlaceField.init(rawValue:))
        }
        return former
    }
}
