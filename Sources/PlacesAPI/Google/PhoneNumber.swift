import Foundation

/// A phone number from OSM `phone` in Google's two spellings. OSM asks for
/// the international form (`+358 9 1234 5678`); the national one drops the
/// country code and adds the country's trunk prefix (`09 1234 5678`).
public enum PhoneNumber {
    /// Trunk prefixes by country calling code, for the codes whose national
    /// numbers start with one (the others are dialled as they are).
    private static let trunkPrefixes: [String: String] = [
        "358": "0", "46": "0", "49": "0", "33": "0", "44": "0", "7": "8", "90": "0", "55": "0", "41": "0",
        "43": "0", "31": "0", "32": "0", "36": "06", "48": "", "351": "", "34": "", "39": "", "45": "", "47": "",
        "1": "", "372": "", "371": "", "370": "", "20": "0", "61": "0", "64": "0", "81": "0", "82": "0", "86": "0",
        "91": "0", "27": "0", "52": "", "54": "0", "380": "0", "30": "", "353": "0", "420": "", "421": "0",
    ]

    /// The first number of a `;`-separated OSM value, trimmed.
    public static func international(_ osm: String?) -> String? {
        guard let first = osm?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces), !first.isEmpty else {
            return nil
        }
        return first
    }

    /// The number as dialled inside its country, when it is written with a
    /// known country code; else as written.
    public static func national(_ osm: String?) -> String? {
        guard let number = international(osm) else { return nil }
        guard number.hasPrefix("+") else { return number }
        let digits = number.dropFirst()
        // Country codes are one to three digits; the longest known prefix wins.
        for length in [3, 2, 1] {
            let code = String(digits.prefix(length))
            guard code.count == length, code.allSatisfy(\.isNumber), let trunk = trunkPrefixes[code] else { continue }
            let rest = digits.dropFirst(length).trimmingCharacters(in: CharacterSet(charactersIn: " -."))
            return rest.isEmpty ? number : trunk + rest
        }
        return number
    }
}
