import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MapRender
import TestSupport
import Testing

/// The Helsinki store for these tests, imported once per test run with the CLI itself.
private let helsinkiStore: Result<String, any Error> = Result {
    let folder = Repository.root.appendingPathComponent(".build/test-stores")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("helsinki-evaluate.sqlite").path
    let result = try runProcess(try Repository.executable(), ["import", try Repository.sampleData("Helsinki.osm.pbf"), "--db", path])
    guard result.status == 0 else { throw SupportError("import failed: \(result.standardError)") }
    return path
}

/// The name of an XML document's root element; nil when the document is not well-formed.
private func xmlRoot(_ data: Data) -> String? {
    final class Root: NSObject, XMLParserDelegate {
        var name: String?
        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == nil { name = element }
        }
    }
    let parser = XMLParser(data: data)
    let root = Root()
    parser.delegate = root
    return parser.parse() ? root.name : nil
}

/// `evaluate --plot DIR` (issue 14): the charts it writes, and the values it refuses.
@Suite(.timeLimit(.minutes(5))) struct EvaluateCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test func plotWritesAReliabilityAndATopKChartPerScenarioAsPNGAndSVG() throws {
        defer { folder.remove() }
        // A new folder inside an existing one is made.
        let plots = folder.path("plots")
        let result = try runProcess(try Repository.executable(), [
            "evaluate", "--db", try helsinkiStore.get(), "--samples", "50", "--accuracy", "5,20", "--draw", "ground",
            "--plot", plots,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("| 20 m | engine |"))
        #expect(result.standardOutput.contains("Charts in \(plots): reliability-ground-a, topk-ground-a, "
                                               + "reliability-ground-b, topk-ground-b (8 files, .png and .svg)"))
        let expected = ["reliability-ground-a", "reliability-ground-b", "topk-ground-a", "topk-ground-b"]
            .flatMap { ["\($0).png", "\($0).svg"] }
        let names = try FileManager.default.contentsOfDirectory(atPath: plots).sorted()
        #expect(names == expected)
        for name in names {
            let data = try Data(contentsOf: URL(fileURLWithPath: plots).appendingPathComponent(name))
            if name.hasSuffix(".png") {
                #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(name)")
                let image = try RGBImage(png: data)
                #expect(image.width == 800 && image.height == 560, "\(name)")
                #expect(image.pixel(x: 0, y: 0) == (255, 255, 255), "\(name) background")
            } else {
                #expect(xmlRoot(data) == "svg", "\(name) is not well-formed SVG")
                #expect(data.count < 300_000, "\(name) is \(data.count) bytes")
            }
        }

        // Again into the same, now existing folder: the files are replaced, nothing else appears.
        let again = try runProcess(try Repository.executable(), [
            "evaluate", "--db", try helsinkiStore.get(), "--samples", "5", "--accuracy", "20", "--draw", "ground",
            "--plot", plots + "/",
        ])
        #expect(again.status == 0, "\(again.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: plots).sorted() == expected)
    }

    @Test func oddPlotFoldersExitTwoAndWriteNothing() throws {
        defer { folder.remove() }
        let file = folder.path("notes.txt")
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: file))
        let cases: [(String, String)] = [
            ("", "--plot \"\" must name a folder for the charts"),
            ("-", "--plot \"-\" must name a folder for the charts"),
            ("--samples", "--plot \"--samples\" must name a folder"),
            (file, "--plot \"\(file)\" is a file, not a folder"),
            (folder.path("missing/plots"), "--plot \"\(folder.path("missing/plots"))\" cannot be made: \(folder.path("missing")) is not an existing folder"),
            (folder.path("notes.txt/plots"), "cannot be made: \(file) is not an existing folder"),
        ]
        for (value, message) in cases {
            for arguments in [["--plot", value], ["--plot=\(value)"]] {
                // The store does not exist either: the command line is refused before anything is opened.
                let result = try runProcess(try Repository.executable(),
                                            ["evaluate", "--samples", "5", "--db", folder.path("none.sqlite")] + arguments)
                #expect(result.status == 2, "\(arguments): \(result.standardError)")
                #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
                #expect(result.standardOutput.isEmpty)
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["notes.txt"])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "not a folder")
    }

    /// `evaluate --people FILE` (issue 16): the tables' people, one JSON line each, the same for the same seed.
    @Test func peopleWritesEveryPersonOfTheTablesAsAJSONLine() throws {
        defer { folder.remove() }
        let file = folder.path("people.jsonl")
        let arguments = ["evaluate", "--db", try helsinkiStore.get(), "--samples", "30", "--accuracy", "5,50",
                         "--draw", "point,ground", "--scenario", "a,b", "--seed", "7", "--people", file]
        let result = try runProcess(try Repository.executable(), arguments)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("| 50 m | engine |"))
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 * 2 * 2 * 30 + 1 && lines.last == "", "one line per person, each ending in a newline")
        var cells: [String] = []
        for line in lines.dropLast() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let draw = try #require(object["draw"] as? String), scenario = try #require(object["scenario"] as? String)
            let accuracy = try #require(object["accuracy"] as? Double)
            let place = try #require(object["place"] as? String)
            let lat = try #require(object["lat"] as? Double), lon = try #require(object["lon"] as? Double)
            #expect(place.wholeMatch(of: /[nwr][1-9][0-9]*/) != nil, "\(place)")
            // The sample's centre, with room for a 50 m fix's error.
            #expect((60.10...60.25).contains(lat) && (24.80...25.10).contains(lon), "\(line)")
            #expect(Set(object.keys) == (scenario == "b" ? ["draw", "scenario", "accuracy", "place", "lat", "lon", "time"]
                                                          : ["draw", "scenario", "accuracy", "place", "lat", "lon"]), "\(line)")
            if let time = object["time"] as? String {
                #expect(time.wholeMatch(of: /2026-1[12]-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z/) != nil, "\(time)")
            }
            let cell = "\(draw) \(scenario) \(Int(accuracy))"
            if cells.last != cell { cells.append(cell) }
        }
        // Cell by cell, in the tables' order.
        #expect(cells == ["point a 5", "point a 50", "point b 5", "point b 50",
                          "ground a 5", "ground a 50", "ground b 5", "ground b 50"])
        // Point and ground choose the same places (the cell's seed does not depend on the draw); the fixes differ.
        let point = lines.prefix(30).map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let ground = lines.dropFirst(120).prefix(30).map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(point.map { $0?["place"] as? String } == ground.map { $0?["place"] as? String })
        // The same seed gives the same file.
        #expect(try runProcess(try Repository.executable(), arguments).status == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
    }

    @Test func oddPeopleFilesExitTwoAndWriteNothing() throws {
        defer { folder.remove() }
        let cases: [(String, String)] = [
            ("", "--people \"\" must name a file for the simulated people"),
            ("-", "--people \"-\" must name a file"),
            ("--samples", "--people \"--samples\" must name a file"),
            (folder.url.path, "--people \"\(folder.url.path)\" is a folder, not a file"),
            (folder.path("new") + "/", "--people \"\(folder.path("new"))/\" is a folder, not a file"),
            (folder.path("missing/people.jsonl"),
             "--people \"\(folder.path("missing/people.jsonl"))\" cannot be written: \(folder.path("missing")) is not an existing folder"),
        ]
        for (value, message) in cases {
            for arguments in [["--people", value], ["--people=\(value)"]] {
                // The store does not exist either: the command line is refused before anything is opened.
                let result = try runProcess(try Repository.executable(),
                                            ["evaluate", "--samples", "5", "--db", folder.path("none.sqlite")] + arguments)
                #expect(result.status == 2, "\(arguments): \(result.standardError)")
                #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
                #expect(result.standardOutput.isEmpty)
            }
        }
        // A missing store fails (exit 1) before the file is made.
        let missing = try runProcess(try Repository.executable(), ["evaluate", "--samples", "5", "--db", folder.path("none.sqlite"),
                                                                   "--people", folder.path("people.jsonl")])
        #expect(missing.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func aMissingStoreFailsBeforeTheFolderIsMade() throws {
        defer { folder.remove() }
        let result = try runProcess(try Repository.executable(),
                                    ["evaluate", "--samples", "5", "--db", folder.path("none.sqlite"), "--plot", folder.path("plots")])
        #expect(result.status == 1)
        #expect(result.standardError.contains("no place store here"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }
}
