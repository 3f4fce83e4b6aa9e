import Foundation
import InstalledResources
import Testing

/// Where an installed program and a build-tree program find their data files.
@Suite struct ResourceFolderTests {
    /// A fresh prefix: `PREFIX/bin/current-place`, and `PREFIX/share/current-place` when `installed`.
    private func prefix(installed: Bool) throws -> URL {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("resource-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try Data().write(to: prefix.appendingPathComponent("bin/current-place"))
        if installed {
            let share = prefix.appendingPathComponent("share/current-place/po/cli")
            try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
            try Data().write(to: share.appendingPathComponent("fr.po"))
        }
        return prefix
    }

    @Test func anInstalledProgramReadsItsShareFolderAndNeverTheBundle() throws {
        let prefix = try prefix(installed: true)
        defer { try? FileManager.default.removeItem(at: prefix) }
        let folder = ResourceFolder(executable: prefix.appendingPathComponent("bin/current-place"))
        #expect(folder.installed?.resolvingSymlinksInPath().path
            == prefix.appendingPathComponent("share/current-place").resolvingSymlinksInPath().path)
        var askedTheBundle = false
        let found = folder.url(installed: "po/cli/fr.po", bundled: { askedTheBundle = true; return nil })
        #expect(found?.lastPathComponent == "fr.po")
        // Missing from the installed folder: missing, not looked for in the build tree.
        #expect(folder.url(installed: "visit-prior.json", bundled: { askedTheBundle = true; return URL(fileURLWithPath: "/") }) == nil)
        #expect(!askedTheBundle)
    }

    @Test func aProgramThroughASymbolicLinkIsWhereTheLinkPoints() throws {
        let prefix = try prefix(installed: true)
        let elsewhere = try self.prefix(installed: false)
        defer { try? FileManager.default.removeItem(at: prefix); try? FileManager.default.removeItem(at: elsewhere) }
        let link = elsewhere.appendingPathComponent("bin/linked")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: prefix.appendingPathComponent("bin/current-place"))
        #expect(ResourceFolder(executable: link).installed != nil)
    }

    @Test func aBuildTreeProgramReadsItsBundle() throws {
        let prefix = try prefix(installed: false)
        defer { try? FileManager.default.removeItem(at: prefix) }
        let folder = ResourceFolder(executable: prefix.appendingPathComponent("bin/current-place"))
        #expect(folder.installed == nil)
        let bundled = URL(fileURLWithPath: "/tmp/bundle/po")
        #expect(folder.url(installed: "po/cli", bundled: { bundled }) == bundled)
    }

    /// The test runner itself runs from the build tree.
    @Test func theTestsRunFromTheBuildTree() {
        #expect(ResourceFolder.current.installed == nil)
    }
}
