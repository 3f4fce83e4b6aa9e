import Foundation
import Geo
import OSMImport
import Places
import PlacesEngine
import TestSupport
import Testing

/// Following a store, the one way the server, the native app and `pick --watch` do: a file imported over
/// the path is opened at the next check, a broken one is refused once and the old store keeps answering.
@Suite struct StoreFollowerTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// A store of one café called `name` at 60.17, 24.94, imported over `path` (a new file renamed over it).
    private func importCafe(_ name: String, to path: String) throws {
        let osm = folder.path("\(name).osm")
        try OneCafe.write(named: name, latitude: 60.17, longitude: 24.94, to: osm)
        _ = try Importer.run(inputs: [osm], destination: path)
    }

    private func firstName(_ places: PlacesService) throws -> String? {
        let fix = LocationFix(coordinate: Coordinate(latitude: 60.17, longitude: 24.94), horizontalAccuracy: 10)
        return try places.currentPlace(CurrentPlaceRequest(fix: fix)).placeLikelihoods.first?.place.name
    }

    @Test func aFileImportedOverThePathIsOpenedAtTheNextCheck() throws {
        defer { folder.remove() }
        let path = folder.path("places.sqlite")
        try importCafe("Old Café", to: path)
        let store = try StoreFollower(store: .file(path: path))
        guard case .unchanged = store.check() else { Issue.record("a store nobody touched changed"); return }
        let old = store.current
        try importCafe("New Café", to: path)
        // Until the check, the old file answers; after it, the new one, while the old service still works.
        #expect(try firstName(store.current) == "Old Café")
        guard case .reloaded = store.check() else { Issue.record("the new file was not opened"); return }
        #expect(try firstName(store.current) == "New Café")
        #expect(try firstName(old) == "Old Café")
        guard case .unchanged = store.check() else { Issue.record("a second check reloaded again"); return }
    }

    @Test func aBrokenReplacementIsRefusedOnceAndTheOldStoreKeepsAnswering() throws {
        defer { folder.remove() }
        let path = folder.path("places.sqlite")
        try importCafe("Old Café", to: path)
        let store = try StoreFollower(store: .file(path: path))
        let broken = folder.path("broken")
        try Data("not a store".utf8).write(to: URL(fileURLWithPath: broken))
        #expect(rename(broken, path) == 0)
        guard case .refused = store.check() else { Issue.record("a text file was served"); return }
        #expect(try firstName(store.current) == "Old Café")
        guard case .unchanged = store.check() else { Issue.record("the refused file was tried again"); return }
        // A good file after it is taken (an import will not write over a file that is not a store: it goes first).
        #expect(unlink(path) == 0)
        try importCafe("New Café", to: path)
        guard case .reloaded = store.check() else { Issue.record("the good file after a broken one was not opened"); return }
        #expect(try firstName(store.current) == "New Café")
    }
}
