/// Writes an address on one line the way the country writes it.
///
/// | convention | countries | example |
/// | --- | --- | --- |
/// | `.europe` (default) | FI, SE, NO, DK, IS, DE, AT, CH, NL, BE, PL, CZ, EE, LV, LT, IT, ES, PT, … and any other | Mannerheimintie 5, 00100 Helsinki |
/// | `.france` | FR, MC, LU | 5 Rue de Rivoli, 75001 Paris |
/// | `.unitedStates` | US, CA, AU | 1600 Pennsylvania Ave, Washington, DC 20500 |
/// | `.unitedKingdom` | GB, IE | 10 Downing Street, London SW1A 2AA |
/// | `.russia` | RU, BY, KZ, UA | Тверская улица, 7, Москва, 125009 |
/// | `.turkey` | TR | Atatürk Caddesi No:12, 34357 Beşiktaş/İstanbul |
/// | `.brazil` | BR | Avenida Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200 |
/// | `.arabic` | SA, AE, EG, JO, MA, DZ, TN, IQ, KW, QA, BH, OM, LB, SY, YE, LY, SD, PS | 12 شارع التحرير، الدقي، الجيزة 12611 |
///
/// Parts that are unknown are left out with their separators; the country
/// itself is not written (the map shows where it is).
public enum AddressConvention: String, Sendable, CaseIterable {
    case europe, france, unitedStates, unitedKingdom, russia, turkey, brazil, arabic

    /// The convention of an ISO 3166-1 alpha-2 code; `.europe` for unknown or nil.
    public init(countryCode: String?) {
        switch countryCode?.uppercased() {
        case "FR", "MC", "LU": self = .france
        case "US", "CA", "AU": self = .unitedStates
        case "GB", "IE": self = .unitedKingdom
        case "RU", "BY", "KZ", "UA": self = .russia
        case "TR": self = .turkey
        case "BR": self = .brazil
        case "SA", "AE", "EG", "JO", "MA", "DZ", "TN", "IQ", "KW", "QA", "BH", "OM", "LB", "SY", "YE", "LY", "SD", "PS":
            self = .arabic
        default: self = .europe
        }
    }
}

/// Formats ``AddressComponents`` by ``AddressConvention``.
public enum AddressFormatter {
    /// The one-line address, or nil when nothing is known.
    public static func format(_ address: AddressComponents) -> String? {
        let line = formattedLine(address)
        return line.isEmpty ? nil : line
    }

    /// The street part alone ("Mannerheimintie 5", "5 Rue de Rivoli"), used as
    /// the name of an address-only place.
    public static func streetLine(_ address: AddressComponents) -> String? {
        let convention = AddressConvention(countryCode: address.countryCode)
        let line = streetPart(address, convention)
        return line.isEmpty ? nil : line
    }

    private static func formattedLine(_ a: AddressComponents) -> String {
        let convention = AddressConvention(countryCode: a.countryCode)
        let street = streetPart(a, convention)
        let city = a.city ?? a.suburb
        switch convention {
        case .europe, .france:
            return join([street, join([a.postcode, city], " ")], ", ")
        case .unitedStates:
            return join([street, a.city, join([a.state, a.postcode], " ")], ", ")
        case .unitedKingdom:
            return join([street, join([city, a.postcode], " ")], ", ")
        case .russia:
            return join([a.street, a.houseNumber, city, a.postcode], ", ")
        case .turkey:
            let district = a.suburb.flatMap { suburb in a.city.map { "\(suburb)/\($0)" } ?? suburb } ?? a.city
            return join([street, join([a.postcode, district], " ")], ", ")
        case .brazil:
            let streetAndSuburb = join([join([a.street, a.houseNumber], ", "), a.suburb], " - ")
            let cityAndState = join([a.city, a.state], " - ")
            return join([streetAndSuburb, cityAndState, a.postcode], ", ")
        case .arabic:
            return join([street, a.suburb, join([a.city, a.postcode], " ")], "، ")
        }
    }

    private static func streetPart(_ a: AddressComponents, _ convention: AddressConvention) -> String {
        switch convention {
        case .europe, .russia, .brazil: return join([a.street, a.houseNumber], convention == .europe ? " " : ", ")
        case .france, .unitedStates, .unitedKingdom, .arabic: return join([a.houseNumber, a.street], " ")
        case .turkey: return join([a.street, a.houseNumber.map { "No:\($0)" }], " ")
        }
    }

    private static func join(_ parts: [String?], _ separator: String) -> String {
        parts.compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: separator)
    }
}
