import Foundation
import TestSupport
import Testing

private func cityCorner() -> String {
    Repository.root.appendingPathComponent("Tests/MapRenderTests/Fixtures/city-corner-arabic-cyrillic-labels.osm").path
}

@Suite(.timeLimit(.minutes(5))) struct MapCLITests {
    let folder: TemporaryFolder
    let db: String

    init() throws {
        folder = try TemporaryFolder()
        db = folder.path("corner.sqlite")
        let imported = try runProcess(try Repository.executable(), ["import", cityCorner(), "--db", db])
        guard imported.status == 0 else { throw SupportError("import failed: \(imported.standardError)") }
    }

    private func cli(_ arguments: [String]) throws -> ProcessResult {
        try runProcess(try Repository.executable(), arguments + ["--db", db])
    }

    @Test func mapWritesAPNGOfTheAskedSize() throws {
        defer { folder.remove() }
        let out = folder.path("map.png")
        let result = try cli(["map", "--center", "60.17,24.94", "--zoom", "17", "--size", "320x240", "--scale", "2",
                              "--marker", #"60.1702,24.9402,"Café, ""Nile""","Kaivokatu 1""#, "--me", "60.1699,24.9395,20", "-o", out])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "wrote \(out) (640×480 px)\n")
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height as big-endian 32-bit numbers at bytes 16…23.
        #expect(Array(data[16..<24]) == [0, 0, 2, 128, 0, 0, 1, 224])
    }

    @Test func placeMapsMarkThePlace() throws {
        defer { folder.remove() }
        let out = folder.path("museum.svg")
        let result = try cli(["map", "--place", "n27", "-o", out])
        #expect(result.status == 0, "\(result.standardError)")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        let unknown = try cli(["map", "--place", "n9999", "-o", folder.path("x.png")])
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("no place with id n9999"))
    }

    @Test(arguments: [
        (["map", "--center", "60.17,24.94", "--zoom", "25", "-o", "x.png"], "--zoom must be a number from 0 to 19"),
        (["map", "--center", "60.17,24.94", "--size", "0x10", "-o", "x.png"], "--size \"0x10\" must be WIDTHxHEIGHT"),
        (["map", "--center", "91,24.94", "-o", "x.png"], "--center \"91,24.94\" is not a position"),
        (["map", "--center", "60.17,24.94", "--marker", "north,east", "-o", "x.png"], "--marker \"north,east\" must be"),
        (["map", "--center", "60.17,24.94", "--me", "60.17,24.94,-3", "-o", "x.png"], "--me \"60.17,24.94,-3\" must be"),
        (["map", "--center", "60.17,24.94"], "map needs -o FILE.png"),
        (["map", "-o", "x.png"], "map needs --center LAT,LON or --place ID"),
        (["map", "--center", "60.17,24.94", "-o", "x.gif"], "unknown image type"),
        (["tiles", "--zoom", "16-14", "-o", "x.mbtiles"], "--zoom \"16-14\" must be MIN-MAX"),
        (["tiles", "--bbox", "0,40,30,70", "--zoom", "1-19", "-o", "x.mbtiles"], "tiles is more than 100,000"),
        (["tiles", "--bbox", "25,60,24,61", "--zoom", "10", "-o", "x.mbtiles"], "--bbox \"25,60,24,61\" must be WEST,SOUTH,EAST,NORTH"),
    ])
    func badMapInputExitsTwoWithoutWritingAFile(arguments: [String], message: String) throws {
        defer { folder.remove() }
        let paths = arguments.map { $0.hasPrefix("x.") ? folder.path($0) : $0 }
        let result = try cli(paths)
        #expect(result.status == 2, "\(arguments): \(result.standardError)")
        #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
        #expect(try folder.files() == ["corner.sqlite"])
    }

    @Test func tilesWriteAnMBTilesPack() throws {
        defer { folder.remove() }
        let out = folder.path("corner.mbtiles")
        let result = try cli(["tiles", "--zoom", "15-17", "--threads", "2", "-o", out])
        #expect(result.status == 0, "\(result.standardError)")
        let query = try runProcess("/usr/bin/sqlite3", [out, "SELECT min(zoom_level), max(zoom_level), count(*) > 0 FROM tiles; SELECT value FROM metadata WHERE name = 'attribution';"])
        #expect(query.standardOutput == "15|17|1\n© OpenStreetMap contributors\n")
    }
}
