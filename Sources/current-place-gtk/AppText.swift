import Places

/// The native app's words, in the six languages the command line speaks.
/// Placeholders are `{name}`; a language the app does not know reads English.
struct AppText: Sendable {
    /// One thing the app says.
    enum Key: CaseIterable, Sendable {
        case title, getPlace, listTitle, denied, noService, noFix, approximate, noPlaces, noAreas, percent, pickedTitle
    }

    /// The language the app speaks: one of ``languages``.
    let language: String
    /// The languages the app speaks.
    static let languages = ["en", "fr", "pt", "ru", "tr", "ar"]

    /// The app's words for `code` (its language subtag), English when it speaks none of them.
    init(_ code: LanguageCode?) {
        let wanted = code?.language ?? "en"
        language = AppText.languages.contains(wanted) ? wanted : "en"
    }

    /// Whether the language is written right to left.
    var isRightToLeft: Bool { language == "ar" }

    /// The text of `key`, its placeholders filled from `values`.
    func callAsFunction(_ key: Key, _ values: [String: String] = [:]) -> String {
        var text = AppText.table[key]?[language] ?? AppText.table[key]?["en"] ?? "\(key)"
        for (name, value) in values { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        return text
    }

    private static let table: [Key: [String: String]] = [
        .title: ["en": "Current place", "fr": "Lieu actuel", "pt": "Local atual", "ru": "Где я сейчас",
                 "tr": "Şu anki yer", "ar": "المكان الحالي"],
        .getPlace: ["en": "Get Place", "fr": "Trouver le lieu", "pt": "Obter local", "ru": "Найти место",
                    "tr": "Yeri bul", "ar": "حدّد المكان"],
        .listTitle: ["en": "Where are you?", "fr": "Où êtes-vous ?", "pt": "Onde você está?", "ru": "Где вы?",
                     "tr": "Neredesiniz?", "ar": "أين أنت؟"],
        .denied: ["en": "Location access was denied: the map shows the default location.",
                  "fr": "L’accès à la position a été refusé : la carte montre le lieu par défaut.",
                  "pt": "O acesso à localização foi negado: o mapa mostra o local padrão.",
                  "ru": "Доступ к местоположению запрещён: карта показывает место по умолчанию.",
                  "tr": "Konum erişimi reddedildi: harita varsayılan konumu gösteriyor.",
                  "ar": "رُفض الوصول إلى الموقع: تعرض الخريطة الموقع الافتراضي."],
        .noService: ["en": "No location service ({reason}): the map shows the default location.",
                     "fr": "Aucun service de localisation ({reason}) : la carte montre le lieu par défaut.",
                     "pt": "Nenhum serviço de localização ({reason}): o mapa mostra o local padrão.",
                     "ru": "Нет службы местоположения ({reason}): карта показывает место по умолчанию.",
                     "tr": "Konum hizmeti yok ({reason}): harita varsayılan konumu gösteriyor.",
                     "ar": "لا توجد خدمة تحديد الموقع ({reason}): تعرض الخريطة الموقع الافتراضي."],
        .noFix: ["en": "No position within {seconds} s: the map shows the default location.",
                 "fr": "Aucune position en {seconds} s : la carte montre le lieu par défaut.",
                 "pt": "Nenhuma posição em {seconds} s: o mapa mostra o local padrão.",
                 "ru": "Нет координат за {seconds} с: карта показывает место по умолчанию.",
                 "tr": "{seconds} sn içinde konum yok: harita varsayılan konumu gösteriyor.",
                 "ar": "لا يوجد موقع خلال {seconds} ث: تعرض الخريطة الموقع الافتراضي."],
        .approximate: ["en": "Approximate location: areas are listed.",
                       "fr": "Position approximative : les zones sont listées.",
                       "pt": "Localização aproximada: são listadas áreas.",
                       "ru": "Приблизительное местоположение: показаны районы.",
                       "tr": "Yaklaşık konum: bölgeler listeleniyor.",
                       "ar": "موقع تقريبي: تُعرض المناطق."],
        .noPlaces: ["en": "No places here.", "fr": "Aucun lieu ici.", "pt": "Nenhum local aqui.",
                    "ru": "Здесь нет мест.", "tr": "Burada yer yok.", "ar": "لا توجد أماكن هنا."],
        .noAreas: ["en": "No areas here.", "fr": "Aucune zone ici.", "pt": "Nenhuma área aqui.",
                   "ru": "Здесь нет районов.", "tr": "Burada bölge yok.", "ar": "لا توجد مناطق هنا."],
        .percent: ["en": "{value}%", "fr": "{value} %", "pt": "{value}%", "ru": "{value} %", "tr": "%{value}",
                   "ar": "{value}٪"],
        .pickedTitle: ["en": "You are at", "fr": "Vous êtes à", "pt": "Você está em", "ru": "Вы здесь:",
                       "tr": "Buradasınız:", "ar": "أنت في"],
    ]
}
