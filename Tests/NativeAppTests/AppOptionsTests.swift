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
            #expect(AppOptions.help.contains("\n  \(option) "), "\(option) is not in --help")
            #expect(AppOptions.usage.contains("\(option)"), "\(option) is not in the usage")
        }
    }

    @Test func theStoreIsTheOptionElseTheEnvironmentElseTheFirstThatExists() throws {
        #expect(try AppOptions(["--db", "a.sqlite"], environment: ["CURRENT_PLACE_DB": "b.sqlite"]).store == .file(path: "a.sqlite"))
        #expect(try AppOptions([], environment: ["CURRENT_PLACE_DB": "b.sqlite"]).store == .file(path: "b.sqlite"))
        #expect(throws: AppOptions.Problem.self) { try AppOptions([], environment: ["CURRENT_PLACE_DB": ""]) }
        let mine = "/data/current-place/places.sqlite", system = "/var/lib/current-place/places.sqlite"
        let environment = ["XDG_DATA_HOME": "/data", "HOME": "/home/me"]
        #expect(AppOptions.defaultStore(environment: environment, exists: { [mine, system].contains($0) }) == mine)
        #expect(AppOptions.defaultStore(environment: environment, exists: { $0 == system }) == system)
        #expect(AppOptions.defaultStore(environment: ["HOME": "/home/me"], exists: { $0.hasPrefix("/home/") })
            == "/home/me/.local/share/current-place/places.sqlite")
        #expect(AppOptions.defaultStore(environment: ["XDG_DATA_HOME": "relative"], exists: { _ in false }) == "places.sqlite")
    }
}
