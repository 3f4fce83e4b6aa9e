import Foundation
import Places
import PlacesEngine

// current-place-gtk: the tutorial's app, native on Linux (GTK 4, libshumate, GeoClue), over a place store.
let environment = ProcessInfo.processInfo.environment
let options: AppOptions
do {
    options = try AppOptions(Array(CommandLine.arguments.dropFirst()), environment: environment)
} catch {
    try? FileHandle.standardError.write(contentsOf: Data("current-place-gtk: \(error)\n\(AppOptions.usage)\nRun `current-place-gtk --help` for the options.\n".utf8))
    exit(2)
}
if options.showsHelp {
    print(AppOptions.help)
    exit(0)
}
let places: PlacesService
do {
    places = try PlacesService(store: options.store, connections: 2)
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
