import CommandOptions
import Foundation
import Places
import PlacesEngine

// current-place-gtk: the tutorial's app, native on Linux (GTK 4, libshumate, GeoClue), over a place store.
let environment = ProcessInfo.processInfo.environment
// The option table as JSON, for the man page and shell completion (packaging/help-docs.py).
if Array(CommandLine.arguments.dropFirst()) == ["--dump-options"] {
    print(OptionTableDump.json(program: "current-place-gtk", global: [], commands: [("", AppOptions.specs)]))
    exit(0)
}
let options: AppOptions
// A command line that cannot be read is told in the app's language: the locale's until `--ui-lang` or `--lang` is read.
var language = LanguageCode.locale(environment)
do {
    // `--ui-lang` first, wherever it is, as the command line reads it: a rest that cannot be read is refused in it.
    let (rest, interface) = try InterfaceLanguageOption.extract(Array(CommandLine.arguments.dropFirst()))
    if let interface { language = interface }
    let arguments = try Arguments(rest, options: AppOptions.specs)
    language = interface ?? AppOptions.interfaceLanguage(arguments, environment: environment)
    options = try AppOptions(arguments, interface: interface, environment: environment)
} catch {
    let said = OptionText(language: language).describe(error)
    let seeHelp = AppText(language)(.seeHelp, ["command": "current-place-gtk --help"])
    try? FileHandle.standardError.write(contentsOf: Data("current-place-gtk: \(said)\n\(AppOptions.usage)\n\(seeHelp)\n".utf8))
    exit(2)
}
if options.showsHelp {
    print(AppOptions.help(AppText(language)))
    exit(0)
}
let places: StoreFollower<PlacesService>
do {
    // Followed: an update, or an import over the file, is what the next question reads.
    places = try StoreFollower(store: options.store, connections: 2)
    try options.history?.check()
} catch let error as PlacesError {
    try? FileHandle.standardError.write(contentsOf: Data("current-place-gtk: error: \(error.message)\n".utf8))
    exit(error.code == .invalidArgument ? 2 : 1)
} catch {
    try? FileHandle.standardError.write(contentsOf: Data("current-place-gtk: error: \(error)\n".utf8))
    exit(2)
}
let status = MainActor.assumeIsolated { CurrentPlaceApp(options: options, places: places).run() }
exit(status)
