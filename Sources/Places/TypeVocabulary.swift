/// The place-type vocabulary: OSM `key=value` → our types, most specific
/// first. Names follow Google's place types (Places API, table A) where one
/// exists, so clients written for Google understand them; the rest use the
/// OSM value. One table, here, is the whole mapping.
public enum TypeVocabulary {
    /// The keys that make a point of interest, in the order that picks the primary type.
    public static let keysInOrder = [
        "amenity", "shop", "tourism", "leisure", "healthcare", "office", "craft", "historic",
        "railway", "public_transport", "highway", "aeroway", "sport", "place", "building",
    ]

    /// Exact `key=value` types.
    public static let byTag: [String: [String]] = [
        // amenity: food and drink
        "amenity=cafe": ["cafe", "food"], "amenity=restaurant": ["restaurant", "food"],
        "amenity=fast_food": ["fast_food_restaurant", "restaurant", "food"], "amenity=bar": ["bar"],
        "amenity=pub": ["pub", "bar"], "amenity=biergarten": ["bar"], "amenity=nightclub": ["night_club"],
        "amenity=ice_cream": ["ice_cream_shop", "food"], "amenity=food_court": ["food_court", "food"],
        // amenity: money, health, education
        "amenity=bank": ["bank", "finance"], "amenity=atm": ["atm", "finance"],
        "amenity=bureau_de_change": ["currency_exchange", "finance"], "amenity=pharmacy": ["pharmacy", "health"],
        "amenity=hospital": ["hospital", "health"], "amenity=clinic": ["medical_clinic", "health"],
        "amenity=doctors": ["doctor", "health"], "amenity=dentist": ["dentist", "health"],
        "amenity=veterinary": ["veterinary_care"], "amenity=school": ["school"],
        "amenity=university": ["university"], "amenity=college": ["school"], "amenity=kindergarten": ["preschool"],
        "amenity=childcare": ["child_care_agency"], "amenity=library": ["library"],
        "amenity=language_school": ["school"], "amenity=music_school": ["school"],
        // amenity: public services
        "amenity=police": ["police"], "amenity=fire_station": ["fire_station"],
        "amenity=post_office": ["post_office"], "amenity=townhall": ["city_hall", "local_government_office"],
        "amenity=courthouse": ["courthouse"], "amenity=embassy": ["embassy"],
        "amenity=community_centre": ["community_center"], "amenity=social_facility": ["social_facility"],
        "amenity=toilets": ["public_bathroom"], "amenity=shelter": ["shelter"],
        "amenity=place_of_worship": ["place_of_worship"], "amenity=grave_yard": ["cemetery"],
        "amenity=marketplace": ["market"], "amenity=recycling": ["recycling_center"],
        // amenity: culture and leisure
        "amenity=cinema": ["movie_theater"], "amenity=theatre": ["performing_arts_theater"],
        "amenity=arts_centre": ["cultural_center"], "amenity=casino": ["casino"],
        "amenity=concert_hall": ["concert_hall"], "amenity=events_venue": ["event_venue"],
        "amenity=conference_centre": ["convention_center"],
        "amenity=exhibition_centre": ["convention_center"], "amenity=fountain": ["fountain"],
        // amenity: transport
        "amenity=fuel": ["gas_station"], "amenity=parking": ["parking"], "amenity=car_rental": ["car_rental"],
        "amenity=car_wash": ["car_wash"], "amenity=bicycle_rental": ["bicycle_rental"],
        "amenity=taxi": ["taxi_stand"], "amenity=bus_station": ["bus_station", "transit_station"],
        "amenity=ferry_terminal": ["ferry_terminal", "transit_station"],
        "amenity=charging_station": ["electric_vehicle_charging_station"],
        // shop
        "shop=supermarket": ["supermarket", "grocery_store", "store"],
        "shop=convenience": ["convenience_store", "grocery_store", "store"],
        "shop=kiosk": ["convenience_store", "store"], "shop=department_store": ["department_store", "store"],
        "shop=mall": ["shopping_mall"], "shop=clothes": ["clothing_store", "store"],
        "shop=boutique": ["clothing_store", "store"], "shop=shoes": ["shoe_store", "store"],
        "shop=books": ["book_store", "store"], "shop=electronics": ["electronics_store", "store"],
        "shop=computer": ["electronics_store", "store"], "shop=mobile_phone": ["cell_phone_store", "store"],
        "shop=hardware": ["hardware_store", "store"], "shop=doityourself": ["home_improvement_store", "store"],
        "shop=furniture": ["furniture_store", "store"], "shop=jewelry": ["jewelry_store", "store"],
        "shop=bakery": ["bakery", "food", "store"], "shop=pastry": ["bakery", "food", "store"],
        "shop=butcher": ["butcher_shop", "food", "store"], "shop=deli": ["deli", "food", "store"],
        "shop=confectionery": ["candy_store", "food", "store"], "shop=chocolate": ["candy_store", "food", "store"],
        "shop=alcohol": ["liquor_store", "store"], "shop=wine": ["liquor_store", "store"],
        "shop=florist": ["florist", "store"], "shop=gift": ["gift_shop", "store"],
        "shop=optician": ["optician", "store"], "shop=hairdresser": ["hair_salon", "hair_care"],
        "shop=beauty": ["beauty_salon"], "shop=cosmetics": ["cosmetics_store", "store"],
        "shop=pet": ["pet_store", "store"], "shop=sports": ["sporting_goods_store", "store"],
        "shop=outdoor": ["sporting_goods_store", "store"], "shop=bicycle": ["bicycle_store", "store"],
        "shop=car": ["car_dealer"], "shop=car_repair": ["car_repair"], "shop=toys": ["toy_store", "store"],
        "shop=music": ["music_store", "store"], "shop=art": ["art_store", "store"],
        "shop=laundry": ["laundry"], "shop=dry_cleaning": ["laundry"], "shop=travel_agency": ["travel_agency"],
        "shop=tobacco": ["tobacco_shop", "store"], "shop=variety_store": ["discount_store", "store"],
        "shop=second_hand": ["thrift_store", "store"], "shop=greengrocer": ["grocery_store", "food", "store"],
        // tourism
        "tourism=hotel": ["hotel", "lodging"], "tourism=hostel": ["hostel", "lodging"],
        "tourism=guest_house": ["guest_house", "lodging"], "tourism=motel": ["motel", "lodging"],
        "tourism=apartment": ["lodging"], "tourism=museum": ["museum", "tourist_attraction"],
        "tourism=gallery": ["art_gallery", "tourist_attraction"], "tourism=attraction": ["tourist_attraction"],
        "tourism=viewpoint": ["observation_deck", "tourist_attraction"],
        "tourism=artwork": ["sculpture", "tourist_attraction"],
        "tourism=information": ["tourist_information_center"], "tourism=zoo": ["zoo", "tourist_attraction"],
        "tourism=theme_park": ["amusement_park", "tourist_attraction"],
        "tourism=aquarium": ["aquarium", "tourist_attraction"], "tourism=camp_site": ["campground", "lodging"],
        "tourism=picnic_site": ["picnic_ground"],
        // leisure
        "leisure=park": ["park"], "leisure=garden": ["garden", "park"], "leisure=playground": ["playground"],
        "leisure=sports_centre": ["sports_complex"], "leisure=fitness_centre": ["gym"],
        "leisure=stadium": ["stadium"], "leisure=swimming_pool": ["swimming_pool"],
        "leisure=pitch": ["athletic_field"], "leisure=marina": ["marina"], "leisure=water_park": ["water_park"],
        "leisure=dog_park": ["dog_park", "park"], "leisure=nature_reserve": ["nature_reserve", "park"],
        "leisure=sauna": ["sauna"], "leisure=dance": ["dance_hall"], "leisure=ice_rink": ["ice_skating_rink"],
        // healthcare
        "healthcare=doctor": ["doctor", "health"], "healthcare=dentist": ["dentist", "health"],
        "healthcare=hospital": ["hospital", "health"], "healthcare=clinic": ["medical_clinic", "health"],
        "healthcare=pharmacy": ["pharmacy", "health"], "healthcare=physiotherapist": ["physiotherapist", "health"],
        // office
        "office=government": ["local_government_office"], "office=company": ["corporate_office"],
        "office=diplomatic": ["embassy"], "office=insurance": ["insurance_agency"],
        "office=lawyer": ["lawyer"], "office=estate_agent": ["real_estate_agency"],
        "office=accountant": ["accounting"], "office=travel_agent": ["travel_agency"],
        // historic
        "historic=monument": ["monument", "historical_landmark", "tourist_attraction"],
        "historic=memorial": ["memorial", "historical_landmark"],
        "historic=castle": ["castle", "historical_landmark", "tourist_attraction"],
        "historic=ruins": ["ruins", "historical_landmark"],
        // stations and stops
        "railway=station": ["train_station", "transit_station"], "railway=halt": ["train_station", "transit_station"],
        "railway=tram_stop": ["tram_stop", "transit_station"],
        "railway=subway_entrance": ["subway_entrance", "transit_station"],
        "public_transport=station": ["transit_station"], "public_transport=platform": ["transit_stop", "transit_station"],
        "highway=bus_stop": ["bus_stop", "transit_station"],
        "aeroway=terminal": ["airport_terminal", "airport"], "aeroway=aerodrome": ["airport"],
        "place=square": ["plaza"],
    ]

    /// Types for a key whose value is not in ``byTag``.
    public static let byKey: [String: [String]] = [
        "amenity": ["point_of_interest"], "shop": ["store"], "tourism": ["tourist_attraction"],
        "leisure": ["leisure"], "healthcare": ["health"], "office": ["office"], "craft": ["craft"],
        "historic": ["historical_landmark"], "sport": ["sports_activity_location"], "building": ["building"],
    ]

    /// `place=*` values that are localities, and their types.
    public static let localityTypes: [String: String] = [
        "country": "country", "state": "administrative_area_level_1", "region": "administrative_area_level_1",
        "county": "administrative_area_level_2", "city": "locality", "town": "locality", "village": "locality",
        "hamlet": "locality", "municipality": "locality", "borough": "sublocality", "suburb": "sublocality",
        "quarter": "neighborhood", "neighbourhood": "neighborhood",
    ]

    /// The type of an `admin_level` (OSM's common meaning; countries vary):
    /// 2 country, 3–4 first-level division, 5–6 second-level, 7–8 municipality,
    /// 9 district, 10–11 neighbourhood.
    public static func adminLevelType(_ level: Int) -> String? {
        switch level {
        case 2: return "country"
        case 3, 4: return "administrative_area_level_1"
        case 5, 6: return "administrative_area_level_2"
        case 7, 8: return "locality"
        case 9: return "sublocality"
        case 10, 11: return "neighborhood"
        default: return nil
        }
    }

    /// Types for one `key=value`, or nil when that tag makes no place.
    /// Stations and stops take only their listed values; `place` only `square`.
    /// `tag` is `key=value`, which the caller has made already.
    public static func types(tag: String, key: String, value: String, tags: some TagLookup) -> [String]? {
        if tag == "amenity=recycling", tags["recycling_type"] != "centre" { return nil }
        if tag == "railway=station", tags["station"] == "subway" {
            return ["subway_station", "train_station", "transit_station"]
        }
        if tag == "amenity=place_of_worship", let religion = tags["religion"] {
            let specific = ["christian": "church", "muslim": "mosque", "jewish": "synagogue", "hindu": "hindu_temple"]
            return (specific[religion].map { [$0] } ?? []) + ["place_of_worship"]
        }
        if tag == "public_transport=station" {
            if tags["subway"] == "yes" || tags["station"] == "subway" { return ["subway_station", "transit_station"] }
            if tags["train"] == "yes" || tags["railway"] == "station" || tags["building"] == "train_station" {
                return ["train_station", "transit_station"]
            }
            if tags["bus"] == "yes" { return ["bus_station", "transit_station"] }
        }
        if tag == "public_transport=platform" {
            if tags["bus"] == "yes" || tags["highway"] == "bus_stop" { return ["bus_stop", "transit_station"] }
            if tags["tram"] == "yes" || tags["railway"] == "tram_stop" { return ["tram_stop", "transit_station"] }
        }
        if tag == "building=train_station" { return ["train_station", "transit_station", "building"] }
        if key == "building", ["church", "cathedral", "chapel", "mosque", "synagogue"].contains(value) {
            return ["place_of_worship", "building"]
        }
        if let exact = byTag[tag] { return exact }
        switch key {
        case "railway", "public_transport", "highway", "aeroway", "place": return nil
        default: return byKey[key]
        }
    }
}
