import Foundation
import TestSupport
import Testing

/// The person's picks on their own computer: `pick` keeps them, `likely` ranks with them, `history` counts
/// and forgets them; `--history FILE` and `--no-history` choose where, or nowhere.
@Suite(.serialized, .timeLimit(.minutes(5))) struct HistoryCLITests {
    let folder: TemporaryFolder
    let db: String
    /// The data folder the runs of one test share, as `XDG_DATA_HOME`.
    let data: String
    let defaultFile: String

    init() throws {
        folder = try TemporaryFolder()
        db = folder.path("helsinki.sqlite")
        data = folder.path("data")
        defaultFile = data + "/current-place/history.sqlite"
        let imported = try runProcess(try Repository.executable(), ["import", try Repository.sampleData("Helsinki.osm.pbf"), "--db", db])
        guard imported.status == 0 else { throw SupportError("import failed: \(imported.standardError)") }
    }

    private var environment: [String: String] {
        ProcessInfo.processInfo.environment.filter { !["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"].contains($0.key) }
            .merging(["XDG_DATA_HOME": data]) { $1 }
    }

    /// Runs the CLI in the test's data folder; every command but `history` on the test's store.
    private func run(_ arguments: [String], environment: [String: String]? = nil, input: String? = nil) throws -> ProcessResult {
        let store = arguments.first == "history" ? [] : ["--db", db]
        return try runProcess(try Repository.executable(), arguments + store, environment: environment ?? self.environment, input: input)
    }

    private func pick(_ choice: Int, _ options: [String] = []) throws -> ProcessResult {
        try run(["pick", "--at", "60.16840,24.94200,10", "--choose", "\(choice)", "--map", folder.path("pick.png")] + options)
    }

    /// The place ids of `likely --json` at Stockmann's corner on Monday noon.
    private func ranking(_ options: [String]) throws -> [String] {
        let result = try run(["likely", "--at", "60.16840,24.94200", "--accuracy", "10", "--time", "2026-11-30T12:00:00+02:00",
                              "--json"] + options)
        #expect(result.status == 0, "\(result.standardError)")
        let answer = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let places = answer?["placeLikelihoods"] as? [[String: Any]] ?? []
        return places.compactMap { ($0["place"] as? [String: Any])?["id"] as? String }
    }

    /// `count` picks of `id` on Monday middays, as JSON lines.
    private func mondayPicks(of id: String, count: Int) -> String {
        (0..<count).map { pick in
            #"{"id":"\#(id)","time":"2026-11-\#(String(format: "%02d", 30 - 7 * (pick % 4)))T12:0\#(pick % 10):00+02:00"}"# + "\n"
        }.joined()
    }

    @Test func pickKeepsEachPickInThePrivateDefaultFileAndLikelyRanksWithIt() throws {
        defer { folder.remove() }
        #expect(try run(["history"]).standardOutput == "0 picks kept in \(defaultFile)\n")
        #expect(!FileManager.default.fileExists(atPath: defaultFile), "reading created the file")
        let first = try pick(5)
        #expect(first.status == 0, "\(first.standardError)")
        let attributes = try FileManager.default.attributesOfItem(atPath: defaultFile)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: data + "/current-place")
        #expect((folderAttributes[.posixPermissions] as? Int) == 0o700)
        #expect(try pick(1).status == 0)
        #expect(try run(["history"]).standardOutput == "2 picks kept in \(defaultFile)\n")
        let explained = try run(["likely", "--at", "60.16840,24.94200", "--accuracy", "10", "--explain"])
        #expect(explained.standardOutput.contains("your picks here: 2 (×"), "\(explained.standardOutput)")
        let forgot = try run(["history", "--forget"])
        #expect(forgot.standardOutput == "Forgot 2 picks: \(defaultFile) is removed.\n")
        #expect(!FileManager.default.fileExists(atPath: defaultFile))
    }

    @Test func anEmptyDataHomeMeansHomeDotLocalShare() throws {
        defer { folder.remove() }
        let home = folder.path("home")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let environment = self.environment.merging(["XDG_DATA_HOME": "", "HOME": home]) { $1 }
        let result = try run(["pick", "--at", "60.16840,24.94200,10", "--choose", "1", "--map", folder.path("pick.png")],
                             environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: home + "/.local/share/current-place/history.sqlite"))
    }

    @Test func noHistoryKeepsNothing() throws {
        defer { folder.remove() }
        #expect(try pick(2, ["--no-history"]).status == 0)
        #expect(try run(["likely", "--at", "60.16840,24.94200", "--no-history"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: data), "--no-history wrote \(data)")
    }

    @Test func aJSONLinesHistoryMovesAPlaceUpAndPicksAppendToIt() throws {
        defer { folder.remove() }
        let plain = try ranking(["--no-history"])
        let last = try #require(plain.last)
        let file = folder.path("mine.jsonl")
        try mondayPicks(of: last, count: 12).write(toFile: file, atomically: true, encoding: .utf8)
        let ranked = try ranking(["--history", file])
        #expect(try #require(ranked.firstIndex(of: last)) < plain.count - 1, "\(plain) → \(ranked)")
        #expect(try ranking([]) == plain, "the default file, which is empty, changed the ranking")
        #expect(try pick(3, ["--history", file]).status == 0)
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 13)
        // The pick keeps where `--at` put the device.
        #expect(lines.last?.range(of: #"^\{"id":"[nwr][0-9]+","time":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d","#
                                      + #""fix":\{"lat":60\.1684,"lng":24\.942,"accuracy":10\.0\}\}$"#,
                                  options: .regularExpression) != nil, "\(lines.last ?? "")")
        #expect(!FileManager.default.fileExists(atPath: data), "--history FILE wrote the default file")
    }

    @Test func aPickKeptHereOfAPlaceDrawnFarOffComesFirstAndSaysWhy() throws {
        // Hakaniemi's bus stop, 1.3 km north, picked at Stockmann's corner: the kept fix makes it a candidate and
        // first; the factor, past a million, is written in scientific notation rather than with 19 digits.
        defer { folder.remove() }
        let file = folder.path("far.jsonl")
        try #"{"id":"n392054032","time":"2026-11-23T12:05:00+02:00","fix":{"lat":60.1684,"lng":24.942,"accuracy":5}}"#
            .appending("\n").write(toFile: file, atomically: true, encoding: .utf8)
        let result = try run(["likely", "--at", "60.16840,24.94200", "--accuracy", "10", "--explain", "--limit", "2",
                              "--history", file])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count > 2 && lines[1].hasPrefix("1. Hakaniemi"), "\(result.standardOutput)")
        #expect(lines.count > 2 && lines[2].range(of: #"your picks here: 1 \(×\d(\.\d)?E\d+\)"#, options: .regularExpression) != nil,
                "\(result.standardOutput)")
    }

    @Test func aBatchLinesOwnHistoryStandsInsteadOfTheFile() throws {
        defer { folder.remove() }
        let file = folder.path("mine.jsonl")
        let id = try #require(try ranking(["--no-history"]).last)
        try mondayPicks(of: id, count: 4).write(toFile: file, atomically: true, encoding: .utf8)
        let fix = #""lat":60.1684,"lng":24.942,"accuracy":10,"time":"2026-11-30T12:00:00+02:00""#
        let input = "{\(fix)}\n{\(fix),\"history\":[]}\n{\(fix),\"history\":[{\"id\":\"\(id)\",\"time\":\"2026-11-30T12:00\"}]}\n"
        let result = try run(["likely", "--batch", "-", "--explain", "--history", file], input: input)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].contains(#""historyVisits":4"#), "\(lines[0].prefix(300))")
        #expect(!lines[1].contains(#""historyVisits":4"#) && lines[1].contains(#""historyVisits":0"#))
        #expect(lines[2].hasPrefix(#"{"error":{"line":3"#) && lines[2].contains("history[0].time"), "\(lines[2])")
    }

    @Test func oddHistoryValuesExitTwoAndLeaveTheFileAlone() throws {
        defer { folder.remove() }
        let text = folder.path("notes.txt")
        try "my notes\n".write(toFile: text, atomically: true, encoding: .utf8)
        let store = folder.path("store-copy.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: store)
        let bad = folder.path("bad.jsonl")
        try (mondayPicks(of: "n1", count: 2) + #"{"id":"n1","time":"2026-11-30T12:00"}"# + "\n").write(toFile: bad, atomically: true,
                                                                                                      encoding: .utf8)
        let cases: [([String], String)] = [
            (["--history", ""], "--history \"\" must be the path of a file"),
            (["--history", "-"], "--history \"-\" must be the path of a file"),
            (["--history", "--no-history"], "--history \"--no-history\" must be the path of a file"),
            (["--history", folder.url.path + "/"], "must be the path of a file"),
            (["--history", folder.url.path], "is a folder, not a file"),
            (["--history", text], "\(text) is not a current-place history (file is not a database"),
            (["--history", store], "\(store) is not a current-place history (it is a place store)"),
            (["--history", bad], "the history \(bad): line 3 is not a pick"),
            (["--history", "/nonexistent/picks.sqlite"], "its folder does not exist"),
            (["--history", "/nonexistent/picks.jsonl"], "its folder does not exist"),
            (["--history", folder.path("a.jsonl"), "--no-history"], "--history and --no-history cannot both be given"),
        ]
        let before = try [text, store, bad].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        for (options, message) in cases {
            for command in [["likely", "--at", "60.1684,24.942"], ["pick", "--at", "60.1684,24.942", "--choose", "1",
                                                                      "--map", folder.path("pick.png")]] {
                let result = try run(command + options)
                #expect(result.status == 2, "\(command[0]) \(options): \(result.standardError)")
                #expect(result.standardError.contains(message), "\(command[0]) \(options): \(result.standardError)")
                #expect(!result.standardOutput.contains("You picked"), "\(command[0]) \(options) picked")
            }
        }
        #expect(try run(["history", "--forget", "--history", store]).status == 2)
        let after = try [text, store, bad].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(before == after, "a refused file was changed")
        #expect(!FileManager.default.fileExists(atPath: data))
    }
}
