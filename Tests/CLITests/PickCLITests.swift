import Foundation
import TestSupport
import Testing

/// The terminal app, as a script sees it (no terminal) and as a person does (tmux gives it a pseudo-terminal).
@Suite(.serialized, .timeLimit(.minutes(5))) struct PickCLITests {
    let folder: TemporaryFolder
    let db: String

    init() throws {
        folder = try TemporaryFolder()
        db = folder.path("helsinki.sqlite")
        let imported = try runProcess(try Repository.executable(), ["import", try Repository.sampleData("Helsinki.osm.pbf"), "--db", db])
        guard imported.status == 0 else { throw SupportError("import failed: \(imported.standardError)") }
    }

    private func pick(_ arguments: [String]) throws -> ProcessResult {
        try runProcess(try Repository.executable(), arguments + ["--db", db])
    }

    @Test func withoutATerminalItPrintsTheListAndExits() throws {
        defer { folder.remove() }
        let result = try pick(["--at", "60.16840,24.94200,10"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first == "Position 60.168400, 24.942000 ± 10 m from fixed")
        #expect(lines.count == 6)
        #expect(lines[1].hasPrefix("  1. Stockmann — Aleksanterinkatu 52, 00100 Helsinki ("))
    }

    /// Issue 36: `likely --at 59.0,,20.0` was refused and `pick` read it; `pick --at 59,20,5` took 5 m and
    /// `likely` refused it; without an accuracy, `likely` took 20 m and `pick` 10 m. One parser now: the same
    /// answer, the same words and the same accuracy for every value.
    @Test func likelyAndPickReadEveryAtValueAlike() throws {
        defer { folder.remove() }
        let values = ["60.1684,24.942", "60.1684,24.942,5", " 60.1684 , 24.942 ", "60.1684,24.942,0", "59.0,,20.0", ",60,24",
                      "60,24,", "60", "", "-", "--", "nan,24", "91,24", "60,181", "60,24,-1", "60,24,1e999", "60,24,100001",
                      "60,24,5,1", "60;24", String(repeating: "9", count: 400)]
        for value in values {
            let likely = try runProcess(try Repository.executable(), ["likely", "--at", value, "--no-history", "--db", db])
            let pick = try runProcess(try Repository.executable(), ["pick", "--at", value, "--no-history", "--map", folder.path("p.png"),
                                                                     "--db", db])
            #expect(likely.status == pick.status, "\(value): likely \(likely.status), pick \(pick.status)")
            if likely.status == 2 {
                let said = { (result: ProcessResult) in result.standardError.split(separator: "\n").first.map(String.init) ?? "" }
                #expect(said(likely) == said(pick) && said(likely).contains("--at"), "\(value): \(said(likely)) / \(said(pick))")
            } else {
                let accuracy = { (text: String) in text.firstMatch(of: /± (\d+) m/).map { String($0.output.1) } }
                #expect(accuracy(likely.standardOutput) != nil && accuracy(likely.standardOutput) == accuracy(pick.standardOutput),
                        "\(value): \(likely.standardOutput.prefix(60)) / \(pick.standardOutput.prefix(60))")
            }
        }
    }

    @Test func chooseWritesTheDetailsAndTheMap() throws {
        defer { folder.remove() }
        let map = folder.path("pick.png")
        let result = try pick(["pick", "--at", "60.16840,24.94200,10", "--choose", "2", "--map", map])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("You picked:\nFazer Café"))
        #expect(result.standardOutput.hasSuffix("Map: \(map)\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: map)).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let tooFar = try pick(["--at", "60.16840,24.94200,10", "--choose", "9", "--map", map])
        #expect(tooFar.status == 2 && tooFar.standardError.contains("there is no place 9 in the list"))
    }

    @Test(arguments: [
        (["--nmea", "/nonexistent/gps.nmea"], "/nonexistent/gps.nmea: no such file or device"),
        (["--gpsd", "127.0.0.1:9"], "gpsd 127.0.0.1:9: no connection"),
        (["--gpx", "/nonexistent/walk.gpx"], "/nonexistent/walk.gpx: no such file"),
    ])
    func noPositionFallsBackToTheDefaultLocationWithANotice(arguments: [String], reason: String) throws {
        defer { folder.remove() }
        let start = Date()
        let result = try pick(arguments)
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("No position ("), "\(result.standardOutput)")
        #expect(result.standardOutput.contains(reason))
        #expect(result.standardOutput.contains("showing the default location"))
        #expect(result.standardOutput.contains("from default location"))
        #expect(Date().timeIntervalSince(start) < 8)
    }

    @Test(arguments: [
        ("ru", "Местоположение неизвестно (/nonexistent/gps.nmea: нет такого файла или устройства)"),
        ("ar", "لا يوجد موقع (/nonexistent/gps.nmea: لا يوجد ملف أو جهاز بهذا الاسم)"),
        ("tr", "Konum yok (/nonexistent/gps.nmea: böyle bir dosya veya aygıt yok)"),
    ])
    func theReasonForNoPositionIsInTheLanguage(language: String, start: String) throws {
        defer { folder.remove() }
        let result = try pick(["--nmea", "/nonexistent/gps.nmea", "--lang", language])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix(start), "\(result.standardOutput)")
    }

    @Test(arguments: [
        (["--at", "91,24"], "--at \"91,24\" must be LAT,LON"), (["--at", "60,24", "--nmea", "x"], "give one position source"),
        (["--gpx", "x.gpx", "--speed", "0"], "--speed must be a number above 0"), (["--gpsd", "host:port"], "--gpsd \"host:port\" must be HOST:PORT with a port from 1 to 65535"),
        (["--choose", "0", "--at", "60,24"], "--choose \"0\" must be a whole number from 1 to 20"),
    ])
    func badOptionsExitTwo(arguments: [String], message: String) throws {
        defer { folder.remove() }
        let result = try pick(arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
    }

    @Test func aPersonPicksWithKeysInATerminal() throws {
        defer { folder.remove() }
        let session = "current-place-test-\(getpid())"
        let map = folder.path("keys.png")
        // tmux starts the command in its server's environment: the history goes to the test's folder explicitly.
        let command = "env XDG_DATA_HOME=\(folder.path("xdg-data")) \(try Repository.executable()) --at 60.16840,24.94200,10 "
            + "--db \(db) --map \(map); sleep 30"
        let tmux = Tmux(session: session)
        defer { tmux.kill() }
        try tmux.start(command)
        #expect(try tmux.waitFor("Choose with 1–5"), "\((try? tmux.screen()) ?? "")")
        try tmux.send(["Down", "Down", "Up", "Enter"])
        #expect(try tmux.waitFor("You picked:"), "\((try? tmux.screen()) ?? "")")
        let picked = try tmux.screen()
        #expect(picked.contains("Fazer Café  [n"), "\(picked)")
        #expect(try tmux.waitFor("Map: \(map)"))
        // Refreshed with the café in the history: 1 Fazer Café, 2 Stockmann, 3 Fazer Champagne, 4 Fazer 8th Floor,
        // 5 Power.
        try tmux.send(["5", "Enter"])
        #expect(try tmux.waitFor("Power  ["), "\((try? tmux.screen()) ?? "")")
        // The list is refreshed after the pick, with the pick in the history: the cursor stays on Power
        // wherever it moved, so Enter picks it again.
        var refreshed = ""
        for _ in 0..<100 where !refreshed.contains("Choose with 1–5") {
            Thread.sleep(forTimeInterval: 0.1)
            let screen = try tmux.screen()
            refreshed = screen.range(of: "Map: ", options: .backwards).map { String(screen[$0.upperBound...]) } ?? ""
        }
        let cursor = refreshed.split(separator: "\n").first { $0.hasPrefix("› ") }
        #expect(cursor?.contains("Power") == true, "\(refreshed)")
        try tmux.send(["q"])
        #expect(FileManager.default.fileExists(atPath: map))
    }

    /// Issue 36: the terminal app answered from the file it opened after `import` renamed another over it.
    /// It follows the store as the server does: the next list is the new file's.
    @Test func theTerminalAppFollowsAStoreImportedOverItsFile() throws {
        defer { folder.remove() }
        let mine = folder.path("followed.sqlite")
        #expect(try runProcess(try Repository.executable(), ["import", try Repository.sampleData("Helsinki.osm.pbf"), "--db", mine])
            .status == 0)
        let session = "current-place-follow-\(getpid())"
        let command = "\(try Repository.executable()) --at 60.16840,24.94200,10 --watch --no-history --db \(mine) "
            + "--map \(folder.path("follow.png")); sleep 30"
        let tmux = Tmux(session: session)
        defer { tmux.kill() }
        try tmux.start(command)
        #expect(try tmux.waitFor("Stockmann"), "\((try? tmux.screen()) ?? "")")
        let osm = folder.path("replacement.osm")
        try OneCafe.write(named: "Replaced Café", latitude: 60.1684, longitude: 24.942, to: osm)
        #expect(try runProcess(try Repository.executable(), ["import", osm, "--db", mine]).status == 0)
        try tmux.send(["r"])
        #expect(try tmux.waitFor("Replaced Café"), "\((try? tmux.screen()) ?? "")")
        #expect(try tmux.screen().contains("reloaded \(mine)"), "\((try? tmux.screen()) ?? "")")
        #expect(try !tmux.screen().contains("Stockmann"), "\((try? tmux.screen()) ?? "")")
        try tmux.send(["q"])
    }

    @Test func keysSentInOneWriteAllCount() throws {
        defer { folder.remove() }
        let session = "current-place-burst-\(getpid())"
        let command = "\(try Repository.executable()) --at 60.16840,24.94200,10 --no-history --db \(db) "
            + "--map \(folder.path("burst.png")); sleep 30"
        let tmux = Tmux(session: session)
        defer { tmux.kill() }
        try tmux.start(command)
        #expect(try tmux.waitFor("Choose with 1–5"), "\((try? tmux.screen()) ?? "")")
        // One send-keys: tmux writes the four keys to the terminal at once, as a paste or a fast typist does.
        try tmux.sendAtOnce(["Down", "Down", "Down", "Enter"])
        #expect(try tmux.waitFor("You picked:"), "\((try? tmux.screen()) ?? "")")
        let screen = try tmux.screen()
        let listed = screen.split(separator: "\n").first { $0.hasPrefix("  4. ") || $0.hasPrefix("› 4. ") }
        let fourth = listed.map { String($0.dropFirst(5).prefix { $0 != "—" }).trimmingCharacters(in: .whitespaces) }
        #expect(fourth != nil && screen.contains("You picked:\n\(fourth!)  ["), "\(screen)")
        try tmux.send(["q"])
    }

    @Test func watchRefreshesWhenTheTrackMoves() throws {
        defer { folder.remove() }
        let session = "current-place-watch-\(getpid())"
        let gpx = Repository.root.appendingPathComponent("Tests/LocationTests/Fixtures/walk-esplanadi-3-points.gpx").path
        let command = "\(try Repository.executable()) --gpx \(gpx) --speed 10 --watch --no-history --db \(db); sleep 30"
        let tmux = Tmux(session: session)
        defer { tmux.kill() }
        try tmux.start(command)
        #expect(try tmux.waitFor("from gpx"), "\((try? tmux.screen()) ?? "")")
        // The next point is about 167 m east, past the 50 m filter: the list refreshes.
        #expect(try tmux.waitFor("Position updated."), "\((try? tmux.screen()) ?? "")")
        #expect(try tmux.screen().contains("Position 60.167700, 24.948000"))
        try tmux.send(["q"])
    }
}

/// A tmux session running a command in a pseudo-terminal, driven with send-keys and read with capture-pane.
private struct Tmux {
    let session: String

    func start(_ command: String) throws {
        let result = try runProcess("/usr/bin/tmux", ["new-session", "-d", "-s", session, "-x", "120", "-y", "40", command])
        guard result.status == 0 else { throw SupportError("tmux: \(result.standardError)") }
    }

    func send(_ keys: [String]) throws {
        for key in keys {
            _ = try runProcess("/usr/bin/tmux", ["send-keys", "-t", session, key])
            Thread.sleep(forTimeInterval: 0.15)
        }
    }

    /// Sends `keys` in one tmux command, which writes them to the terminal together.
    func sendAtOnce(_ keys: [String]) throws {
        _ = try runProcess("/usr/bin/tmux", ["send-keys", "-t", session] + keys)
    }

    func screen() throws -> String {
        try runProcess("/usr/bin/tmux", ["capture-pane", "-p", "-J", "-t", session]).standardOutput
    }

    /// Waits up to 10 s for `text` to appear (or disappear).
    func waitFor(_ text: String, absent: Bool = false) throws -> Bool {
        for _ in 0..<100 {
            if try screen().contains(text) != absent { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    func kill() {
        _ = try? runProcess("/usr/bin/tmux", ["kill-session", "-t", session])
    }
}
