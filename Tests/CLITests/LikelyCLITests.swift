import Foundation
import TestSupport
import Testing

/// The Helsinki store for these tests, imported once per test run with the CLI itself.
private let helsinkiStore: Result<String, any Error> = Result {
    let folder = Repository.root.appendingPathComponent(".build/test-stores")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("helsinki-cli.sqlite").path
    let result = try runProcess(try Repository.executable(), ["import", try Repository.sampleData("Helsinki.osm.pbf"), "--db", path])
    guard result.status == 0 else { throw SupportError("import failed: \(result.standardError)") }
    return path
}

private func likely(_ arguments: [String], input: String? = nil) throws -> ProcessResult {
    try runProcess(try Repository.executable(), ["likely", "--db", try helsinkiStore.get()] + arguments, input: input)
}

private func golden(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
}

@Suite(.timeLimit(.minutes(5))) struct LikelyCLITests {
    @Test func humanListLooksLikeTheTutorials() throws {
        let result = try likely(["--at", "60.16840,24.94200", "--accuracy", "10", "--time", "2026-11-30T12:00:00+02:00"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "Fix 60.168400, 24.942000 ± 10 m")
        #expect(lines.count == 7)
        #expect(lines[1] == "1. Stockmann — Aleksanterinkatu 52, 00100 Helsinki (62%)")
        #expect(lines[1...5].allSatisfy { $0.range(of: #"^\d\. .+ \(\d+%\)$"#, options: .regularExpression) != nil })
        #expect(lines.last?.hasPrefix("None of these: ") == true)
    }

    @Test func explainSaysWhy() throws {
        let result = try likely(["--at", "60.17100,24.94140", "--explain", "--limit", "3"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(" m away · point place · "))
        // The fitted visit prior (issue 26) names its factors: the type's visits per place, at the least.
        #expect(result.standardOutput.contains("· prior "), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("visits per place ×"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("p(fix|place)"))
    }

    /// A restaurant mapped with `Mon - Fri 11am - 11pm, …` (not the OSM syntax): the
    /// explanation says its hours could not be read and from where, for a mapper to fix.
    @Test func explainSaysWhichOpeningHoursCannotBeRead() throws {
        let result = try likely(["--at", "60.1724827,24.9472247", "--accuracy", "5", "--limit", "1", "--explain"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(#"opening_hours unreadable from "Mon - Fri 11am - 11pm, Sat 12am - 11pm, …""#),
                "\(result.standardOutput)")
    }

    /// The JSON answer beside Stockmann on Monday noon, against a golden file
    /// (regenerate it deliberately when the model changes: see the failure message).
    @Test func jsonMatchesTheGoldenFile() throws {
        let result = try likely(["--at", "60.16840,24.94200", "--accuracy", "10", "--time", "2026-11-30T12:00:00+02:00",
                                 "--limit", "3", "--fields", "*", "--explain", "--json", "--lang", "ru"])
        #expect(result.status == 0)
        let expected = try String(contentsOf: golden("likely-stockmann-corner.json"), encoding: .utf8)
        #expect(result.standardOutput == expected,
                "to accept the new output: current-place likely … > Tests/CLITests/Golden/likely-stockmann-corner.json")
    }

    @Test func approximateFixListsAreasAtZoomTen() throws {
        let result = try likely(["--at", "60.1699,24.9384", "--accuracy", "3000", "--json", "--fields", "category,displayName"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["recommendedZoom"] as? Int == 10)
        #expect(object["approximate"] as? Bool == true)
        let places = try #require(object["placeLikelihoods"] as? [[String: Any]])
        #expect(!places.isEmpty)
        #expect(places.allSatisfy { ($0["place"] as? [String: Any])?["category"] as? String == "locality" })
    }

    @Test(arguments: [
        (["--at", "nan,24.94"], "--at \"nan,24.94\" must be LAT,LON or LAT,LON,ACCURACY"),
        (["--at", "91,24.94"], "--at \"91,24.94\" must be LAT,LON or LAT,LON,ACCURACY"),
        (["--at", "60.17,-181"], "--at \"60.17,-181\" must be LAT,LON or LAT,LON,ACCURACY"),
        (["--at", "60.17"], "--at \"60.17\" must be LAT,LON or LAT,LON,ACCURACY"),
        (["--at", "60.17,24.94", "--accuracy", "-5"], "--accuracy \"-5\" must be a number of metres from 0 to 100000"),
        (["--at", "60.17,24.94", "--limit", "0"], "--limit \"0\" must be a whole number from 1 to 20"),
        (["--at", "60.17,24.94", "--limit", "21"], "--limit \"21\" must be a whole number from 1 to 20"),
        (["--at", "60.17,24.94", "--fields", "name,colour"], "--fields \"name,colour\" names an unknown field; fields: id, name, displayName"),
        (["--at", "60.17,24.94", "--time", "tomorrow"], "--time \"tomorrow\" must be a real date and time in ISO 8601"),
        ([], "likely needs --at LAT,LON"),
        // Issue 36: `likely` and `pick` read `--at` alike; an accuracy is written once.
        (["--at", "59.0,,20.0"], "--at \"59.0,,20.0\" must be LAT,LON or LAT,LON,ACCURACY"),
        (["--at", "60.17,24.94,5", "--accuracy", "5"], "--at LAT,LON,ACCURACY and --accuracy cannot both be given"),
        (["--at", "60.17,24.94", "--at", "60.17,24.94"], "--at is given twice"),
        (["--at"], "--at needs a value"),
        (["--at", "60.17,24.94", "--json=1"], "--json takes no value"),
    ])
    func badInputExitsTwoNamingTheProblem(arguments: [String], message: String) throws {
        let result = try likely(arguments)
        #expect(result.status == 2, "\(arguments): \(result.standardError)")
        #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
    }

    @Test func batchAnswersEveryLineInOrderAndSurvivesBadLines() throws {
        let input = """
        {"lat": 60.1684, "lng": 24.942, "accuracy": 10, "limit": 2}
        {"lat": "north", "lng": 24.942}
        not json at all

        {"lat": 60.1710, "lng": 24.9414, "accuracy": 2000, "fields": ["category"]}
        """
        let result = try likely(["--batch", "-"], input: input)
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        let objects = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect((objects[0]["placeLikelihoods"] as? [Any])?.count == 2)
        #expect((objects[1]["error"] as? [String: Any])?["parameter"] as? String == "lat")
        #expect((objects[1]["error"] as? [String: Any])?["line"] as? Int == 2)
        #expect((objects[2]["error"] as? [String: Any])?["message"] as? String == "the line is not a JSON object")
        #expect(objects[3]["recommendedZoom"] as? Int == 10)
    }
}

/// `likely` speaks the user's language: a golden output for each, and the environment's language when no --lang.
@Suite(.timeLimit(.minutes(5))) struct LocalizedCLITests {
    /// `--ui-lang` sets the language the command line speaks apart from the names' (`--lang`), anywhere on
    /// the line, with or without `=`, once.
    @Test func theInterfaceAndTheNamesCanSpeakApart() throws {
        let russianNames = try likely(["--at", "60.16840,24.94200", "--accuracy", "10", "--lang", "ru", "--ui-lang", "en", "--no-history"])
        #expect(russianNames.status == 0, "\(russianNames.standardError)")
        #expect(russianNames.standardOutput.hasPrefix("Fix 60.168400, 24.942000 ± 10 m\n"), "\(russianNames.standardOutput)")
        #expect(russianNames.standardOutput.contains("Стокманн"), "\(russianNames.standardOutput)")
        let frenchInterface = try runProcess(try Repository.executable(), [
            "likely", "--db", try helsinkiStore.get(), "--at", "60.16840,24.94200", "--accuracy", "10",
            "--no-history", "--ui-lang", "fr"])
        #expect(frenchInterface.standardOutput.hasPrefix("Position 60.168400, 24.942000 ± 10 m\n"), "\(frenchInterface.standardOutput)")
        #expect(!frenchInterface.standardOutput.contains("Стокманн"), "names stay local without --lang")
        // Issue 36: the language was found by scanning every word for --lang, so words after `--` (a search's
        // text) or an option's value set it; the command line is read first now.
        let text = try runProcess(try Repository.executable(), ["search", "--db", try helsinkiStore.get(), "--", "--lang", "ru"],
                                  environment: ["LANG": "C.UTF-8"])
        #expect(text.standardOutput.contains("no places match \"--lang ru\""), "\(text.standardOutput)\(text.standardError)")
        let value = try runProcess(try Repository.executable(), ["search", "--db", try helsinkiStore.get(), "--near", "--lang=ru", "x"],
                                   environment: ["LANG": "C.UTF-8"])
        #expect(value.status == 2 && value.standardError.contains("--near \"--lang=ru\" is not a position"), "\(value.standardError)")
        let twice = try runProcess(try Repository.executable(), ["--ui-lang=ru", "likely", "--at", "60.1684,24.942", "--ui-lang", "fr"])
        #expect(twice.status == 2 && twice.standardError.contains("--ui-lang is given twice"), "\(twice.standardError)")
    }

    @Test(arguments: [["--ui-lang", ""], ["--ui-lang", "-"], ["--ui-lang=1x"], ["--ui-lang"], ["--ui-lang", "--lang"],
                      ["--ui-lang", String(repeating: "x", count: 5_000)]])
    func oddInterfaceLanguagesAreUsageErrors(option: [String]) throws {
        let result = try likely(["--at", "60.16840,24.94200", "--no-history"] + option)
        #expect(result.status == 2, "\(option): \(result.standardError)")
        #expect(result.standardError.contains("--ui-lang"), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test(arguments: ["en", "ru", "pt", "tr", "fr", "ar"])
    func likelyMatchesTheGoldenOutput(language: String) throws {
        let result = try likely(["--at", "60.16840,24.94200", "--accuracy", "10", "--time", "2026-11-30T12:00:00+02:00",
                                 "--lang", language])
        #expect(result.status == 0)
        let expected = try String(contentsOf: golden("likely-\(language).txt"), encoding: .utf8)
        #expect(result.standardOutput == expected)
    }

    @Test(arguments: [
        ("en", "inside its footprint · mapped footprint · open then (×2.2) · prior 3,600 (department_store (shops): visits per place ×2.2, on Wikidata ×9.4, footprint of 6,982 m² ×1, places inside it: 52 ×120, people come to shops at this hour ×1.4) · p(fix|place) 0.00011/m²"),
        ("ru", "внутри контура · контур на карте · открыто в это время (×2,2) · априорно 3 600 (department_store, из группы магазинов: посещений на место ×2,2, есть в Wikidata ×9,4, площадь 6 982 м² ×1, мест внутри: 52 ×120, посещаемость магазинов в этот час ×1,4) · p(fix|place) 0,00011/m²"),
        ("pt", "dentro do contorno · contorno mapeado · aberto nesse horário (×2,2) · a priori 3.600 (department_store (lojas): visitas por lugar ×2,2, no Wikidata ×9,4, área de 6.982 m² ×1, lugares dentro dele: 52 ×120, movimento de lojas a esta hora ×1,4) · p(fix|place)"),
        ("tr", "alanının içinde · haritada alanı var · o saatte açık (×2,2) · ön olasılık 3.600 (department_store (dükkânlar): yer başına ziyaret ×2,2, Wikidata'da ×9,4, 6.982 m² taban alanı ×1, içindeki yerler: 52 ×120, dükkânlar: bu saatteki ziyaret ×1,4) · p(fix|place)"),
        ("fr", "dans son emprise · emprise cartographiée · ouvert à cette heure (×2,2) · a priori 3 600 (department_store (magasins) : visites par lieu ×2,2, sur Wikidata ×9,4, emprise de 6 982 m² ×1, lieux à l'intérieur : 52 ×120, fréquentation des magasins à cette heure ×1,4) · p(fix|place)"),
        ("ar", "داخل مساحته · مساحة مرسومة على الخريطة · مفتوح في ذلك الوقت (×2.2) · الاحتمال المسبق 3,600 (department_store (المتاجر): الزيارات لكل مكان ×2.2، في ويكي بيانات ×9.4، مساحة 6,982 م² ×1، الأماكن داخله: 52 ×120، يرتاد الناس المتاجر في هذه الساعة ×1.4) · p(fix|place)"),
    ])
    func explainSaysWhyInTheLanguage(language: String, reason: String) throws {
        let result = try likely(["--at", "60.16840,24.94200", "--accuracy", "10", "--time", "2026-11-30T12:00:00+02:00",
                                 "--limit", "1", "--explain", "--lang", language])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("   " + reason), "\(result.standardOutput)")
    }

    /// `--help`, a usage error and a failure, in the environment's language, against the English ones.
    @Test(arguments: ["ru", "pt", "tr", "fr", "ar"])
    func helpAndErrorsSpeakTheLanguage(language: String) throws {
        func run(_ arguments: [String], _ language: String) throws -> ProcessResult {
            try runProcess(try Repository.executable(), arguments,
                           environment: ["PATH": "/usr/bin:/bin", "LANG": "\(language)_XX.UTF-8"])
        }
        let optionPattern = /--[a-z][a-z-]*/
        for command in ["likely", "pick", "serve", "map", "import"] {
            let english = try run([command, "--help"], "en"), translated = try run([command, "--help"], language)
            #expect(translated.status == 0)
            #expect(translated.standardOutput != english.standardOutput, "\(language) \(command) --help is English")
            let options = { (text: String) in Set(text.matches(of: optionPattern).map { String($0.output) }) }
            #expect(options(translated.standardOutput) == options(english.standardOutput), "\(language) \(command)")
        }
        let badEnglish = try run(["likely", "--at", "91,24"], "en"), bad = try run(["likely", "--at", "91,24"], language)
        #expect(bad.status == 2 && bad.standardError.contains("--at") && bad.standardError.contains("91,24"))
        #expect(bad.standardError != badEnglish.standardError)
        let missing = try run(["stats", "--db", "/nonexistent/x.sqlite"], language)
        #expect(missing.status == 1 && missing.standardError.contains("/nonexistent/x.sqlite"))
        #expect(!missing.standardError.contains("no place store"), "\(missing.standardError)")
        let noFile = try run(["import", "/nonexistent/x.osm.pbf", "--db", "/tmp/never-written.sqlite"], language)
        let noFileEnglish = try run(["import", "/nonexistent/x.osm.pbf", "--db", "/tmp/never-written.sqlite"], "en")
        #expect(noFile.status == 1 && noFile.standardError.contains("/nonexistent/x.osm.pbf"))
        #expect(noFile.standardError != noFileEnglish.standardError, "\(noFile.standardError)")
        let store = try helsinkiStore.get()
        for arguments in [["search", "zzzzqq", "--db", store], ["stats", "--db", store]] {
            let english = try run(arguments, "en"), translated = try run(arguments, language)
            #expect(translated.status == 0 && english.status == 0)
            #expect(translated.standardOutput != english.standardOutput, "\(language) \(arguments[0]) is English")
        }
    }

    @Test(arguments: [
        (["LANG": "ru_RU.UTF-8"], "Координаты"), (["LC_ALL": "fr_FR.UTF-8", "LANG": "ru_RU.UTF-8"], "Position 60"),
        (["LANG": "ar_EG.UTF-8"], "الموقع"), (["LANG": "sv_SE.UTF-8"], "Fix 60"), (["LANG": "C.UTF-8"], "Fix 60"), ([:], "Fix 60"),
    ])
    func theEnvironmentPicksTheLanguageAndUnknownMeansEnglish(environment: [String: String], start: String) throws {
        let result = try runProcess(try Repository.executable(),
                                    ["likely", "--db", try helsinkiStore.get(), "--at", "60.16840,24.94200", "--limit", "1"],
                                    environment: environment.merging(["PATH": "/usr/bin:/bin"]) { a, _ in a })
        #expect(result.standardOutput.hasPrefix(start), "\(environment): \(result.standardOutput)")
    }
}
