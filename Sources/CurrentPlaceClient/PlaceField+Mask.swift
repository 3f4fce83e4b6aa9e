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
}
