/// The catalogs' placeholders: `{name}` in a message, filled with a value when the message is shown. Every
/// program that speaks from a catalog fills them here.
public enum Placeholders {
    /// `text` with each `{name}` of `values` replaced, in one pass: a value that itself holds `{form}` (typed by
    /// the person) stays as it was. Braces that name no value (`{z}` in a URL's form) are kept.
    public static func fill(_ text: String, _ values: [String: String]) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"),
                  let value = values[String(rest[rest.index(after: open)..<close])] else {
                result.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
