/// The broad kind of a place, as a person would say what they are doing
/// there: eating, at a bar, shopping, at work, catching a train. Coarser than
/// the types: the visit prior smooths each type towards its kind, its
/// time-of-week profiles are per kind, and the evaluation on real check-ins
/// scores whether the top answer is of the right kind.
///
/// The grouping follows the top levels of the venue taxonomies people check
/// in with (Foursquare's: Food, Nightlife, Shop & Service, Professional,
/// Travel & Transport, Outdoors & Recreation, Arts & Entertainment, College &
/// University), split where their visits differ (offices from civic
/// buildings, parks from gyms).
public enum PlaceKind: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case food, bar, shop, service, office, transit, vehicle, hotel, park, gym, education, health
    case entertainment, landmark, civic, worship, building, locality, other

    /// The kind of a place: that of its primary type when the table has it,
    /// else of its first type that the table has, else ``other``.
    public init(primaryType: String, types: some Sequence<String>) {
        if let kind = PlaceKind.byType[primaryType] {
            self = kind
            return
        }
        for type in types {
            if let kind = PlaceKind.byType[type] {
                self = kind
                return
            }
        }
        self = .other
    }

    /// The kind's position in ``allCases``, for tables by kind.
    public var index: Int { PlaceKind.indices[self]! }

    private static let indices = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })

    /// The kind of one type, nil for types the table does not place (`point_of_interest`, `craft`).
    public static func of(type: String) -> PlaceKind? { byType[type] }

    /// A plural noun for sentences such as "people come to cafés and restaurants at this hour".
    public var plural: String {
        switch self {
        case .food: return "cafés and restaurants"
        case .bar: return "bars"
        case .shop: return "shops"
        case .service: return "banks and services"
        case .office: return "offices"
        case .transit: return "stations and stops"
        case .vehicle: return "parking and fuel"
        case .hotel: return "hotels"
        case .park: return "parks and squares"
        case .gym: return "gyms and sports grounds"
        case .education: return "schools and libraries"
        case .health: return "clinics and hospitals"
        case .entertainment: return "theatres, museums and venues"
        case .landmark: return "monuments and artworks"
        case .civic: return "public offices"
        case .worship: return "places of worship"
        case .building: return "buildings"
        case .locality: return "areas"
        case .other: return "other places"
        }
    }

    public static func < (lhs: PlaceKind, rhs: PlaceKind) -> Bool { lhs.index < rhs.index }

    /// The types of stations: the places a platform, an entrance or another line's station belongs to.
    public static let stationTypes: Set<String> = ["train_station", "subway_station", "bus_station", "transit_station",
                                                   "ferry_terminal"]

    /// Our types (``TypeVocabulary``) by kind; a type is in one kind only.
    private static let table: [PlaceKind: [String]] = [
        .food: ["cafe", "restaurant", "fast_food_restaurant", "ice_cream_shop", "food_court", "bakery", "food"],
        .bar: ["bar", "pub", "night_club"],
        .shop: ["store", "supermarket", "grocery_store", "convenience_store", "department_store", "shopping_mall",
                "clothing_store", "shoe_store", "book_store", "electronics_store", "cell_phone_store", "hardware_store",
                "home_improvement_store", "furniture_store", "jewelry_store", "butcher_shop", "deli", "candy_store",
                "liquor_store", "florist", "gift_shop", "optician", "cosmetics_store", "pet_store",
                "sporting_goods_store", "bicycle_store", "toy_store", "music_store", "art_store", "tobacco_shop",
                "discount_store", "thrift_store", "market", "pharmacy"],
        .service: ["bank", "atm", "finance", "currency_exchange", "hair_salon", "hair_care", "beauty_salon", "laundry",
                   "travel_agency", "veterinary_care", "child_care_agency", "sauna"],
        .office: ["office", "corporate_office", "lawyer", "accounting", "insurance_agency", "real_estate_agency"],
        .transit: ["train_station", "subway_station", "bus_station", "transit_station", "ferry_terminal", "airport",
                   "airport_terminal", "subway_entrance", "bus_stop", "tram_stop", "transit_stop", "taxi_stand"],
        .vehicle: ["parking", "gas_station", "car_rental", "car_wash", "car_repair", "car_dealer", "bicycle_rental",
                   "electric_vehicle_charging_station"],
        .hotel: ["hotel", "motel", "hostel", "guest_house", "lodging"],
        .park: ["park", "garden", "plaza", "playground", "dog_park", "nature_reserve", "picnic_ground", "campground",
                "marina"],
        .gym: ["gym", "sports_complex", "swimming_pool", "sports_activity_location", "athletic_field", "ice_skating_rink",
               "dance_hall", "water_park", "leisure"],
        .education: ["school", "university", "preschool", "library"],
        .health: ["hospital", "medical_clinic", "doctor", "dentist", "physiotherapist", "health"],
        .entertainment: ["movie_theater", "performing_arts_theater", "concert_hall", "museum", "art_gallery", "stadium",
                         "casino", "event_venue", "convention_center", "cultural_center", "zoo", "aquarium",
                         "amusement_park", "tourist_attraction", "observation_deck"],
        .landmark: ["sculpture", "memorial", "monument", "fountain", "historical_landmark", "castle", "ruins",
                    "tourist_information_center", "cemetery"],
        .civic: ["city_hall", "local_government_office", "courthouse", "police", "fire_station", "post_office",
                 "embassy", "community_center", "social_facility", "public_bathroom", "shelter", "recycling_center"],
        .worship: ["place_of_worship", "church", "synagogue", "mosque", "hindu_temple"],
        .building: ["building", "street_address"],
        .locality: ["locality", "sublocality", "neighborhood", "country", "administrative_area_level_1",
                    "administrative_area_level_2"],
    ]

    private static let byType: [String: PlaceKind] = {
        var index: [String: PlaceKind] = [:]
        for (kind, types) in table {
            for type in types {
                precondition(index[type] == nil, "type \(type) is in two kinds")
                index[type] = kind
            }
        }
        return index
    }()
}
