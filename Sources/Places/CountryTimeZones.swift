import Foundation

/// The main time zone of a country, for reading opening hours on the place's
/// wall clock when a request gives a moment without a zone. Countries with
/// several zones get their most populous one.
public enum CountryTimeZones {
    static let identifiers: [String: String] = [
        "FI": "Europe/Helsinki", "EE": "Europe/Tallinn", "SE": "Europe/Stockholm", "NO": "Europe/Oslo",
        "DK": "Europe/Copenhagen", "DE": "Europe/Berlin", "NL": "Europe/Amsterdam", "BE": "Europe/Brussels",
        "FR": "Europe/Paris", "ES": "Europe/Madrid", "PT": "Europe/Lisbon", "IT": "Europe/Rome",
        "GB": "Europe/London", "IE": "Europe/Dublin", "PL": "Europe/Warsaw", "AT": "Europe/Vienna",
        "CH": "Europe/Zurich", "RU": "Europe/Moscow", "UA": "Europe/Kyiv", "TR": "Europe/Istanbul",
        "US": "America/New_York", "CA": "America/Toronto", "BR": "America/Sao_Paulo", "MX": "America/Mexico_City",
        "SA": "Asia/Riyadh", "AE": "Asia/Dubai", "EG": "Africa/Cairo", "MA": "Africa/Casablanca",
        "DZ": "Africa/Algiers", "TN": "Africa/Tunis", "JO": "Asia/Amman", "LB": "Asia/Beirut",
        "IQ": "Asia/Baghdad", "QA": "Asia/Qatar", "KW": "Asia/Kuwait", "AU": "Australia/Sydney",
        "JP": "Asia/Tokyo",
    ]

    /// The zone of an ISO 3166-1 alpha-2 code, or nil when not in the table.
    public static func zone(for countryCode: String) -> TimeZone? {
        identifiers[countryCode.uppercased()].flatMap(TimeZone.init(identifier:))
    }
}
