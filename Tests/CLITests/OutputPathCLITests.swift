import Foundation
import TestSupport
import Testing

/// A file a command writes is never one it reads, and has a name the file system can hold: each command refuses
/// (exit 2) before anything is opened, the file it reads stays as it was to the byte, and a symbolic link to it is
/// caught as well as its own name.
@Suite(.timeLimit(.minutes(5))) struct OutputPathCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test func aCommandNeverWritesOverAFileItReads() throws {
        defer { folder.remove() }
        let osm = folder.path("mall.osm")
        try FileManager.default.copyItem(atPath: Repository.root.appendingPathComponent("Tests/OSMImportTests/Fixtures/shop-inside-mall.osm").path,
                                         toPath: osm)
        let store = folder.path("places.sqlite")
        #expect(try runProcess(try Repository.executable(), ["import", osm, "--db", store]).status == 0)
        let link = folder.path("link.sqlite")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: store)
        let checkins = folder.path("checkins.csv")
        try "user_id,venue_id,category,latitude,longitude,utc_offset_minutes,utc_time\n".write(toFile: checkins, atomically: true, encoding: .utf8)
        let cases: [(arguments: [String], file: String, message: String)] = [
            (["import", osm, "--db", osm], osm, "--db \"\(osm)\" is the file this command reads as FILE"),
            (["import", osm, "--db", "postgresql://u@127.0.0.1:1/none", "--updatable", "--middle", osm], osm,
             "--middle \"\(osm)\" is the file this command reads as FILE"),
            (["tiles", "--zoom", "15", "--db", store, "-o", store], store, "-o \"\(store)\" is the file this command reads as --db"),
            (["tiles", "--zoom", "15", "--db", store, "-o", link], store, "-o \"\(link)\" is the file this command reads as --db"),
            (["map", "--center", "60.17,24.94", "--zoom", "15", "--db", store, "-o", store], store, "reads as --db"),
            (["serve", "--port", "0", "--db", store, "--tile-cache", store], store, "--tile-cache \"\(store)\" is the file"),
            (["evaluate", "--samples", "5", "--db", store, "--people", store], store, "--people \"\(store)\" is the file"),
            (["evaluate", "--checkins", checkins, "--db", store, "--answers", checkins], checkins, "reads as --checkins"),
            (["evaluate", "--checkins", checkins, "--db", store, "--fit-prior", link], store, "reads as --db"),
            (["pick", "--at", "60.17,24.94", "--db", store, "--map", store], store, "--map \"\(store)\" is the file"),
        ]
        for (arguments, file, message) in cases {
            let before = try Data(contentsOf: URL(fileURLWithPath: file))
            let result = try runProcess(try Repository.executable(), arguments, timeout: 60)
            #expect(result.status == 2, "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before, "\(arguments) changed \(file)")
        }
        // A name longer than the file system holds (with the temporary file's part): refused before any work,
        // where it failed when written, after a fit of minutes. The longest that is held is written.
        let long = folder.path(String(repeating: "x", count: 239) + ".out")
        for arguments in [["import", osm, "--db", long], ["tiles", "--zoom", "15", "--db", store, "-o", long],
                          ["map", "--center", "60.17,24.94", "--zoom", "15", "--db", store, "-o", long + ".png"],
                          ["serve", "--port", "0", "--db", store, "--tile-cache", long],
                          ["evaluate", "--samples", "5", "--db", store, "--people", long],
                          ["evaluate", "--samples", "5", "--db", store, "--plot", long],
                          ["evaluate", "--checkins", checkins, "--db", store, "--answers", long],
                          ["evaluate", "--checkins", checkins, "--db", store, "--fit-prior", long],
                          ["pick", "--at", "60.17,24.94", "--db", store, "--map", long + ".png"],
                          ["tiles", "--zoom", "15", "--db", store, "-o", "/" + String(repeating: "d/", count: 2_100) + "t.mbtiles"]] {
            let result = try runProcess(try Repository.executable(), arguments, timeout: 60)
            #expect(result.status == 2 && result.standardError.contains("is too long: a file name here has at most 238 bytes"),
                    "\(arguments): \(result.standardError)")
        }
        // The history file too (an option of the shared edge, for the native app as well).
        let history = try runProcess(try Repository.executable(), ["pick", "--at", "60.17,24.94", "--db", store, "--history", long])
        #expect(history.status == 2 && history.standardError.contains("its name at most 238 bytes"), "\(history.standardError)")
        let longest = folder.path(String(repeating: "y", count: 238 - ".mbtiles".count) + ".mbtiles")
        let written = try runProcess(try Repository.executable(), ["tiles", "--zoom", "15", "--db", store, "-o", longest])
        #expect(written.status == 0 && FileManager.default.fileExists(atPath: longest), "\(written.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).allSatisfy { !$0.hasPrefix("xxx") })
        // Another file is fine.
        let tiles = try runProcess(try Repository.executable(), ["tiles", "--zoom", "15", "--db", store, "-o", folder.path("t.mbtiles")])
        #expect(tiles.status == 0, "\(tiles.standardError)")
    }
}
