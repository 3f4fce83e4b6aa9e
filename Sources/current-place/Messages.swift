import Foundation

/// The terminal app's and `likely`'s words, in every language the product
/// speaks, in one table (the web app's table is in Server/Web/app.js).
/// Placeholders are `{name}`.
enum Message: String, CaseIterable {
    case position, fix, approximate, noPlace, noArea, noneOfThese, positionUpdated, prompt, youPicked, map, noPosition
    case defaultLocation, fixed
    case category, types, address, location, plusCode, footprint, phone, website, openingHours, wheelchair, brand
    case wikidata, names, polygons
}

/// Picks the language and formats words and numbers for it.
struct Localizer {
    /// The languages with a table; anything else gets English.
    static let languages = ["en", "ru", "pt", "tr", "fr", "ar"]
    let language: String
    let locale: Locale

    /// The language of `--lang`, else of `LC_ALL`, `LC_MESSAGES`, `LANG` (`ru_RU.UTF-8` → ru), else English.
    init(option: String?, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let candidates = [option, environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]]
        let chosen = candidates.compactMap { $0 }.first { !$0.isEmpty && $0 != "C" && $0 != "POSIX" }
        let code = chosen.map { String($0.split(whereSeparator: { "_-.@".contains($0) }).first ?? "").lowercased() } ?? "en"
        language = Localizer.languages.contains(code) ? code : "en"
        locale = Locale(identifier: language)
    }

    /// The text of `message` with its placeholders filled.
    func callAsFunction(_ message: Message, _ values: [String: String] = [:]) -> String {
        var text = Messages.table[language]?[message] ?? Messages.table["en"]?[message] ?? message.rawValue
        for (name, value) in values { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        return text
    }

    /// A share as the language writes percentages ("42%", "42 %", "%42", "٤٢٪").
    func percent(_ value: Double) -> String {
        if value > 0 && value < 0.005 { return "<" + percent(0.01) }
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .percent
        formatter.maximumFractionDigits = 0
        return formatter.string(from: NSNumber(value: value)) ?? "\(Int((value * 100).rounded()))%"
    }

    /// A number with `digits` decimals in the language's digits and separators.
    func number(_ value: Double, digits: Int = 0) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = digits
        formatter.maximumFractionDigits = digits
        formatter.usesGroupingSeparator = digits == 0
        return formatter.string(from: NSNumber(value: value)) ?? String(format: "%.\(digits)f", value)
    }
}

/// The tables. Keep every language complete: a test checks it.
enum Messages {
    static let table: [String: [Message: String]] = [
        "en": [
            .position: "Position {lat}, {lon} ± {accuracy} m from {source}",
            .fix: "Fix {lat}, {lon} ± {accuracy} m",
            .approximate: " (approximate: areas, zoom 10)",
            .noPlace: "No place around this position in the store.",
            .noArea: "No area around this position in the store.",
            .noneOfThese: "None of these: {percent}",
            .positionUpdated: "Position updated.",
            .prompt: "Choose with 1–5 or ↑/↓, Enter to pick, r to refresh, q to quit.",
            .youPicked: "You picked:",
            .map: "Map: {path}",
            .noPosition: "No position ({reason}): showing the default location {lat}, {lon}, the centre of the map data.",
            .defaultLocation: "default location", .fixed: "fixed",
            .category: "category", .types: "types", .address: "address", .location: "location", .plusCode: "plus code",
            .footprint: "footprint", .phone: "phone", .website: "website", .openingHours: "opening hours",
            .wheelchair: "wheelchair", .brand: "brand", .wikidata: "wikidata", .names: "names", .polygons: "{count} polygon(s), {area} m²",
        ],
        "ru": [
            .position: "Местоположение {lat}, {lon} ± {accuracy} м, источник: {source}",
            .fix: "Координаты {lat}, {lon} ± {accuracy} м",
            .approximate: " (приблизительно: районы, масштаб 10)",
            .noPlace: "Рядом с этим местом в базе нет ни одного места.",
            .noArea: "Рядом с этим местом в базе нет ни одного района.",
            .noneOfThese: "Ни одно из этих: {percent}",
            .positionUpdated: "Местоположение обновлено.",
            .prompt: "Выбор: 1–5 или ↑/↓, Enter — выбрать, r — обновить, q — выход.",
            .youPicked: "Вы выбрали:",
            .map: "Карта: {path}",
            .noPosition: "Местоположение неизвестно ({reason}): показано место по умолчанию {lat}, {lon}, центр данных карты.",
            .defaultLocation: "место по умолчанию", .fixed: "введено вручную",
            .category: "категория", .types: "типы", .address: "адрес", .location: "координаты", .plusCode: "plus code",
            .footprint: "контур", .phone: "телефон", .website: "сайт", .openingHours: "часы работы",
            .wheelchair: "доступ для колясок", .brand: "бренд", .wikidata: "wikidata", .names: "названия",
            .polygons: "многоугольников: {count}, {area} м²",
        ],
        "pt": [
            .position: "Posição {lat}, {lon} ± {accuracy} m, fonte: {source}",
            .fix: "Posição {lat}, {lon} ± {accuracy} m",
            .approximate: " (aproximada: áreas, zoom 10)",
            .noPlace: "Nenhum local perto desta posição na base.",
            .noArea: "Nenhuma área perto desta posição na base.",
            .noneOfThese: "Nenhum destes: {percent}",
            .positionUpdated: "Posição atualizada.",
            .prompt: "Escolha com 1–5 ou ↑/↓, Enter para selecionar, r para atualizar, q para sair.",
            .youPicked: "Você escolheu:",
            .map: "Mapa: {path}",
            .noPosition: "Sem posição ({reason}): mostrando o local padrão {lat}, {lon}, o centro dos dados do mapa.",
            .defaultLocation: "local padrão", .fixed: "informada",
            .category: "categoria", .types: "tipos", .address: "endereço", .location: "localização", .plusCode: "plus code",
            .footprint: "contorno", .phone: "telefone", .website: "site", .openingHours: "horário",
            .wheelchair: "cadeira de rodas", .brand: "marca", .wikidata: "wikidata", .names: "nomes",
            .polygons: "{count} polígono(s), {area} m²",
        ],
        "tr": [
            .position: "Konum {lat}, {lon} ± {accuracy} m, kaynak: {source}",
            .fix: "Konum {lat}, {lon} ± {accuracy} m",
            .approximate: " (yaklaşık: bölgeler, yakınlaştırma 10)",
            .noPlace: "Veritabanında bu konumun yakınında yer yok.",
            .noArea: "Veritabanında bu konumun yakınında bölge yok.",
            .noneOfThese: "Hiçbiri: {percent}",
            .positionUpdated: "Konum güncellendi.",
            .prompt: "1–5 veya ↑/↓ ile seçin, Enter ile onaylayın, r yenile, q çıkış.",
            .youPicked: "Seçtiğiniz yer:",
            .map: "Harita: {path}",
            .noPosition: "Konum yok ({reason}): varsayılan konum {lat}, {lon} (harita verisinin merkezi) gösteriliyor.",
            .defaultLocation: "varsayılan konum", .fixed: "elle girildi",
            .category: "kategori", .types: "türler", .address: "adres", .location: "konum", .plusCode: "plus code",
            .footprint: "alan", .phone: "telefon", .website: "web sitesi", .openingHours: "çalışma saatleri",
            .wheelchair: "tekerlekli sandalye", .brand: "marka", .wikidata: "wikidata", .names: "adlar",
            .polygons: "{count} çokgen, {area} m²",
        ],
        "fr": [
            .position: "Position {lat}, {lon} ± {accuracy} m, source\u{00A0}: {source}",
            .fix: "Position {lat}, {lon} ± {accuracy} m",
            .approximate: " (approximative\u{00A0}: zones, zoom 10)",
            .noPlace: "Aucun lieu autour de cette position dans la base.",
            .noArea: "Aucune zone autour de cette position dans la base.",
            .noneOfThese: "Aucun de ceux-ci\u{00A0}: {percent}",
            .positionUpdated: "Position mise à jour.",
            .prompt: "Choisissez avec 1–5 ou ↑/↓, Entrée pour valider, r pour actualiser, q pour quitter.",
            .youPicked: "Vous avez choisi\u{00A0}:",
            .map: "Carte\u{00A0}: {path}",
            .noPosition: "Pas de position ({reason})\u{00A0}: affichage du lieu par défaut {lat}, {lon}, le centre des données de la carte.",
            .defaultLocation: "lieu par défaut", .fixed: "saisie",
            .category: "catégorie", .types: "types", .address: "adresse", .location: "position", .plusCode: "plus code",
            .footprint: "emprise", .phone: "téléphone", .website: "site web", .openingHours: "horaires",
            .wheelchair: "fauteuil roulant", .brand: "marque", .wikidata: "wikidata", .names: "noms",
            .polygons: "{count} polygone(s), {area} m²",
        ],
        "ar": [
            .position: "الموقع {lat}، {lon} ± {accuracy} م، المصدر: {source}",
            .fix: "الموقع {lat}، {lon} ± {accuracy} م",
            .approximate: " (تقريبي: مناطق، التكبير 10)",
            .noPlace: "لا يوجد أي مكان قرب هذا الموقع في قاعدة البيانات.",
            .noArea: "لا توجد أي منطقة قرب هذا الموقع في قاعدة البيانات.",
            .noneOfThese: "لا شيء مما سبق: {percent}",
            .positionUpdated: "تم تحديث الموقع.",
            .prompt: "اختر بالأرقام 1–5 أو ↑/↓، ثم Enter للتأكيد، r للتحديث، q للخروج.",
            .youPicked: "اخترت:",
            .map: "الخريطة: {path}",
            .noPosition: "لا يوجد موقع ({reason}): يُعرض الموقع الافتراضي {lat}، {lon}، وهو مركز بيانات الخريطة.",
            .defaultLocation: "الموقع الافتراضي", .fixed: "مُدخل يدويًا",
            .category: "الفئة", .types: "الأنواع", .address: "العنوان", .location: "الإحداثيات", .plusCode: "رمز Plus",
            .footprint: "المساحة", .phone: "الهاتف", .website: "الموقع الإلكتروني", .openingHours: "ساعات العمل",
            .wheelchair: "الكراسي المتحركة", .brand: "العلامة التجارية", .wikidata: "ويكي بيانات", .names: "الأسماء",
            .polygons: "عدد المضلعات: {count}، {area} م²",
        ],
    ]
}
