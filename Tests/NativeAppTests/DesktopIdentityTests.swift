import Foundation
import Testing

@testable import current_place_gtk

/// The app's one id is the name of its desktop entry and the id of its metainfo, as installed: GNOME's GeoClue
/// agent looks the app up by the desktop id the app gives GeoClue, and software centres by the metainfo's.
@Suite struct DesktopIdentityTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../packaging/desktop").standardized

    @Test func theDesktopEntryMetainfoAndIconAreNamedByTheAppsId() throws {
        let entry = try String(contentsOf: Self.folder.appendingPathComponent("\(CurrentPlaceApp.id).desktop"), encoding: .utf8)
        #expect(entry.split(separator: "\n").contains("Icon=\(CurrentPlaceApp.id)"))
        #expect(entry.split(separator: "\n").contains { $0.hasPrefix("Exec=current-place-gtk") })
        let metainfo = try String(contentsOf: Self.folder.appendingPathComponent("\(CurrentPlaceApp.id).metainfo.xml"),
                                  encoding: .utf8)
        #expect(metainfo.contains("<id>\(CurrentPlaceApp.id)</id>"))
        #expect(metainfo.contains("<launchable type=\"desktop-id\">\(CurrentPlaceApp.id).desktop</launchable>"))
        #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent("\(CurrentPlaceApp.id).svg").path))
    }
}
