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

    @Test func aMissingStoreFailsBeforeTheFolderIsMade() throws {
        defer { folder.remove() }
        let result = try runProcess(try Repository.executable(),
                                    ["evaluate", "--samples", "5", "--db", folder.path("none.sqlite"), "--plot", folder.path("plots")])
        #expect(result.status == 1)
        #expect(result.standardError.contains("no place store here"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }
}
