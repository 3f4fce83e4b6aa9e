import CommandOptions
import Foundation
import Places
import Testing

@testable import current_place_gtk

/// The native app's command line: `--help`, and the store an app opened from a launcher reads.
@Suite struct AppOptionsTests {
    @Test func helpIsAskedForAndReadsNothingElse() throws {
        let options = try AppOptions(["--help"], environment: [:])
        #expect(options.showsHelp)
        for option in ["--db", "--lang", "--ui-lang", "--history", "--no-history", "--tiles-url", "--approximate",
                       "--location-timeout", "--default-location", "--size"] {
            #expect(AppOptions.usage.contains("\(option)"), "\(option) is not in the usage")
            // Every language's help lists every option, with its ranges filled in.
            for language in AppText.languages {
                let help = AppOptions.help(AppText(LanguageCode(language)))
                #expect(help.contains("\n  \(option) "), "\(option) is not in the \(language) --help")
                #expect(!help.contains("{timeouts}") && !help.contains("{sizes}") && help.contains("{z}/{x}/{y}"), "\(language)")
            }
        }
        #expect(AppOptions.help(AppText(LanguageCode("fr"))) != AppOptions.help(AppText(nil)))
    }

    @Test func theStoreIsTheOptionElseTheEnvironmentElseTheFirstThatExists() throws {
        #expect(try AppOptions(["--db", "a.sqlite"], environment: ["CURRENT_PLACE_DB": "b.sqlite"]).store == .file(path: "a.sqlite"))
        #expect(try AppOptions([], environment: ["CURRENT_PLACE_DB": "b.sqlite"]).store == .file(path: "b.sqlite"))
        #expect(throws: OptionError(.invalidValue(.store(detail: "the store path is empty")), option: "$CURRENT_PLACE_DB", value: "")) {
            try AppOptions([], environment: ["CURRENT_PLACE_DB": ""])
        }
        let mine = "/data/current-place/places.sqlite", system = "/var/lib/current-place/places.sqlite"
        let environment = ["XDG_DATA_HOME": "/data", "HOME": "/home/me"]
        #expect(AppOptions.defaultStore(environment: environment, exists: { [mine, system].contains($0) }) == mine)
        #expect(AppOptions.defaultStore(environment: environment, exists: { $0 == system }) == system)
        #expect(AppOptions.defaultStore(environment: ["HOME": "/home/me"], exists: { $0.hasPrefix("/home/") })
            == "/home/me/.local/share/current-place/places.sqlite")
        #expect(AppOptions.defaultStore(environment: ["XDG_DATA_HOME": "relative"], exists: { _ in false }) == "places.sqlite")
    }

    /// The app's own options take the same odd values as every option: each is refused with its form.
    @Test func itsOwnOptionsAreReadIntoTypesOnce() throws {
        let options = try AppOptions(["--size", "640x480", "--location-timeout", "0.1", "--tiles-url", "http://h/{z}/{x}/{y}.png"],
                                     environment: [:])
        #expect(options.width == 640 && options.height == 480 && options.locationTimeout == 0.1)
        #expect(options.tilesURL == "http://h/{z}/{x}/{y}.png")
        for (option, value) in [("--size", "199x480"), ("--size", "640x"), ("--size", "-"), ("--location-timeout", "nan"),
                                ("--location-timeout", "600.5"), ("--tiles-url", "http://h/{z}/{x}.png"), ("--tiles-url", "")] {
            #expect(throws: OptionError.self, "\(option) \(value)") { try AppOptions([option, value], environment: [:]) }
        }
        #expect(throws: OptionError(.unexpectedArgument, value: "stray")) { try AppOptions(["stray"], environment: [:]) }
        #expect(throws: OptionError(.givenTwice, option: "--size")) { try AppOptions(["--size", "640x480", "--size", "640x480"], environment: [:]) }
    }
}
