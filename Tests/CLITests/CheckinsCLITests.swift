import Foundation
import TestSupport
import Testing

/// `evaluate --checkins` (issue 26) on a hand-made store and file with known answers, and its odd inputs.
@Suite(.timeLimit(.minutes(5))) struct CheckinsCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// A café, a bar 55 m east of it and an office 111 m north.
    private static let osm = """
        <?xml version="1.0" encoding="UTF-8"?>
        <osm version="0.6" generator="hand">
          <node id="1" lat="60.0" lon="25.0" version="1"><tag k="amenity" v="cafe"/><tag k="name" v="Kahvila"/></node>
          <node id="2" lat="60.0" lon="25.001" version="1"><tag k="amenity" v="bar"/><tag k="name" v="Baari"/></node>
          <node id="3" lat="60.001" lon="25.0" version="1"><tag k="office" v="company"/><tag k="name" v="Toimisto"/></node>
        </osm>
        """

    private static let header = "user_id,venue_id,category_id,category,latitude,longitude,utc_offset_minutes,utc_time,trajectory_id\n"

    private func store() throws -> String {
        let osm = folder.path("three.osm")
        try CheckinsCLITests.osm.write(toFile: osm, atomically: true, encoding: .utf8)
        let db = folder.path("three.sqlite")
        let result = try runProcess(try Repository.executable(), ["import", osm, "--db", db])
        #expect(result.status == 0, "\(result.standardError)")
        return db
    }

    @Test func scoresKnownAnswersAndReportsWhatItLeftOut() throws {
        defer { folder.remove() }
        let db = try store()
        let csv = folder.path("checkins.csv")
        try (CheckinsCLITests.header + """
            1,cafe,x,Coffee Shop,60.0,25.0,120,Mon Apr 02 07:00:00 +0000 2012,a
            1,bar,x,Bar,60.0,25.001,120,Mon Apr 02 19:00:00 +0000 2012,a
            1,cafe,x,Coffee Shop,60.0,25.0,120,Tue Apr 03 07:00:00 +0000 2012,a
            2,office,x,Office,60.001,25.0,120,Tue Apr 03 10:00:00 +0000 2012,b
            2,home,x,Home (private),60.0005,25.0005,120,Tue Apr 03 22:00:00 +0000 2012,b
            2,new,x,Zorbing Field,60.0,25.0,120,Tue Apr 03 23:00:00 +0000 2012,b
            3,far,x,Bar,40.7,-74.0,-240,Tue Apr 03 23:00:00 +0000 2012,c

            """).write(toFile: csv, atomically: true, encoding: .utf8)
        // Every place alike: the engine must name the place the person is on, as the nearest does.
        let prior = folder.path("uniform.json")
        try #"{"areaLogFactor":0,"brandLogFactor":0,"hourLogFactors":{},"kindLogRates":{},"noneLogRate":0,"openExponent":1,"displacedShare":0,"positionSpread":0,"temperature":1,"provenance":{"command":"none","source":"none","summary":"test"},"typeLogRates":{},"wikidataLogFactor":0,"history":{"baseMatch":0.1,"halfLifeDays":60,"hourSigma":2,"newPlaceRate":0.01,"otherDayKind":0.25}}"#
            .write(toFile: prior, atomically: true, encoding: .utf8)
        let plots = folder.path("plots")
        let result = try runProcess(try Repository.executable(), [
            "evaluate", "--checkins", csv, "--db", db, "--prior", prior, "--plot", plots,
        ], environment: ["XDG_DATA_HOME": folder.path("xdg")])
        #expect(result.status == 0, "\(result.standardError)")
        let out = result.standardOutput
        #expect(out.contains("7 check-ins: 4 scored, 1 outside the store, 1 left out, 1 unmapped"), "\(out)")
        #expect(out.contains("left out (not places on a map; \"none of these\" is right there): Home (private) 1"))
        #expect(out.contains("unmapped (not in the crosswalk): Zorbing Field 1"))
        for cell in ["| 20 m | none | 4 | 1.000 | 1.000 | 1.000 |", "| 50 m | given | 4 | 1.000 | 1.000 | 1.000 |"] {
            #expect(out.contains(cell), "\(out)")
        }
        #expect(out.contains("| food | 2 | 1.000 | 1.000 | 2 |"), "\(out)")
        // One revisit (the café), named first with the person's pick as history.
        #expect(out.contains("| revisits: the place picked there before first | 1 | 1.000 | 1.000 | 1.000 |"), "\(out)")
        let names = try FileManager.default.contentsOfDirectory(atPath: plots).sorted()
        #expect(names == ["checkins-reliability.png", "checkins-reliability.svg", "checkins-top1.png", "checkins-top1.svg"])
    }

    @Test func scoresWhichPlaceAtNamedVenues() throws {
        defer { folder.remove() }
        let db = try store()
        let csv = folder.path("checkins.csv"), venues = folder.path("venues.csv")
        try (CheckinsCLITests.header + """
            1,cafe,x,Coffee Shop,60.0,25.0,120,Mon Apr 02 07:00:00 +0000 2012,a
            1,bar,x,Bar,60.0,25.001,120,Mon Apr 02 19:00:00 +0000 2012,a
            1,cafe,x,Coffee Shop,60.0,25.0,120,Tue Apr 03 07:00:00 +0000 2012,a
            2,office,x,Office,60.001,25.0,120,Tue Apr 03 10:00:00 +0000 2012,b
            2,unnamed,x,Office,60.001,25.0,120,Wed Apr 04 10:00:00 +0000 2012,b

            """).write(toFile: csv, atomically: true, encoding: .utf8)
        // The café by its name, the bar by a run of its words, the office under a name the map does not have.
        try """
            venue_id,name,latitude,longitude,category_path
            cafe,The Kahvila,60.0001,25.0001,Coffee Shop
            bar,Baari Oy,60.0,25.001,Bar
            office,Ravintola,60.001,25.0,Office
            unnamed,,60.001,25.0,Office

            """.write(toFile: venues, atomically: true, encoding: .utf8)
        let prior = folder.path("uniform.json")
        try #"{"areaLogFactor":0,"brandLogFactor":0,"hourLogFactors":{},"kindLogRates":{},"noneLogRate":0,"openExponent":1,"displacedShare":0,"positionSpread":0,"temperature":1,"provenance":{"command":"none","source":"none","summary":"test"},"typeLogRates":{},"wikidataLogFactor":0,"history":{"baseMatch":0.1,"halfLifeDays":60,"hourSigma":2,"newPlaceRate":0.01,"otherDayKind":0.25}}"#
            .write(toFile: prior, atomically: true, encoding: .utf8)
        let plots = folder.path("plots"), answers = folder.path("answers.jsonl")
        try "an older file".write(toFile: answers, atomically: true, encoding: .utf8)
        let result = try runProcess(try Repository.executable(), [
            "evaluate", "--checkins", csv, "--venues", venues, "--db", db, "--prior", prior, "--plot", plots, "--answers", answers,
        ], environment: ["XDG_DATA_HOME": folder.path("xdg")])
        #expect(result.status == 0, "\(result.standardError)")
        let out = result.standardOutput
        #expect(out.contains("Venues by name (3 named venues, 4 check-ins;"), "\(out)")
        #expect(out.contains("in the map: 2 venues (1 equal names, 1 runs), 3 check-ins; missing: 1 venues, 1 check-ins"), "\(out)")
        #expect(out.contains("missing, most checked in first: Ravintola 1 (nearest: toimisto)"), "\(out)")
        // Each fix on its place: both methods name it first; the office's check-in is a miss for the likelihood.
        #expect(out.contains("| 20 m | none | 3 | 1.000 | 1.000 | +0.0 pts | 1.000 | 1.000 | +0.0 pts | 4 |"), "\(out)")
        #expect(out.contains("| 0.750 |"), "\(out)")
        #expect(out.contains("could bring into the five): 20 m none 1.000, 20 m given 1.000"), "\(out)")
        #expect(out.contains("(95 % intervals, the 2 venues resampled 1,000 times)"), "\(out)")
        #expect(out.contains("| 20 m | given | +0.0 (+0.0 to +0.0) | +0.0 (+0.0 to +0.0) | +0.0 (+0.0 to +0.0) | +0.0 (+0.0 to +0.0) |"), "\(out)")
        let names = try FileManager.default.contentsOfDirectory(atPath: plots).sorted()
        #expect(names.contains("checkins-venue-reliability.png") && names.contains("checkins-venue-topk.svg"), "\(names)")
        #expect(names.count == 8)
        // Every check-in's answers, cell by cell: 5 check-ins at 20 and 50 m, without and with the time.
        let lines = try String(contentsOfFile: answers, encoding: .utf8).split(separator: "\n")
        let rows = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(rows.count == 20 && lines.count == 20)
        #expect(rows.map { $0["venue"] as? String } == Array(repeating: ["cafe", "bar", "cafe", "office", "unnamed"], count: 4).flatMap { $0 })
        #expect(rows.map { $0["time"] as? String }.prefix(10).map { $0 != nil } == [false, false, false, false, false, true, true, true, true, true])
        #expect(rows[5]["time"] as? String == "2012-04-02T07:00:00Z")
        #expect(rows[0]["line"] as? Int == 2 && rows[0]["kind"] as? String == "food" && rows[0]["accuracy"] as? Double == 20)
        #expect(rows[0]["lat"] as? Double == 60 && rows[0]["lon"] as? Double == 25)
        // The venue's place, [] for a venue missing from the map, nothing for one without a name.
        #expect(rows.prefix(5).map { ($0["places"] as? [String])?.joined(separator: " ") } == ["n1", "n2", "n1", "", nil])
        let first = rows[0]["engine"] as? [[String: Any]] ?? []
        #expect(first.count == 3 && first.first?["id"] as? String == "n1", "\(first)")
        #expect(first.compactMap { $0["likelihood"] as? Double }.allSatisfy { $0 > 0 && $0 < 1 })
        #expect(rows[1]["nearest"] as? [String] == ["n2", "n1", "n3"])
        #expect(result.standardOutput.contains("Every check-in's answers: \(answers)"))
        // Moved fixes: the same answers twice from one seed, said in the header.
        let moved = try (1...2).map { _ in
            try runProcess(try Repository.executable(), [
                "evaluate", "--checkins", csv, "--venues", venues, "--db", db, "--prior", prior, "--move-fixes", "--seed", "3",
            ], environment: ["XDG_DATA_HOME": folder.path("xdg")])
        }
        #expect(moved[0].status == 0 && moved[0].standardOutput == moved[1].standardOutput, "\(moved[0].standardError)")
        #expect(moved[0].standardOutput.contains("fixes moved (seed 3)"))
    }

    /// A station complex the map draws as two stations with one `wikidata` item (Midtown's 14th Street, the A/C/E,
    /// and 8th Avenue, the L): the venue names the complex, its name matches the first station's platform, and the
    /// person stands on the second station. Either station is the venue; a third station of another item is not.
    @Test func aStationComplexIsTheVenueWhicheverOfItsStationsIsNamed() throws {
        defer { folder.remove() }
        func station(_ id: Int, _ lat: Double, _ name: String, _ item: String) -> String {
            #"<node id="\#(id)" lat="\#(lat)" lon="25.0" version="1"><tag k="railway" v="station"/><tag k="station" v="subway"/>"#
                + #"<tag k="public_transport" v="station"/><tag k="name" v="\#(name)"/><tag k="wikidata" v="\#(item)"/></node>"#
        }
        let osm = folder.path("complex.osm"), db = folder.path("complex.sqlite")
        try (#"<?xml version="1.0" encoding="UTF-8"?><osm version="0.6" generator="hand">"#
            + station(1, 61.0, "8th Avenue", "Q2612959") + station(2, 61.0008, "14th Street", "Q2612959")
            + #"<node id="3" lat="61.0001" lon="25.0" version="1"><tag k="railway" v="platform"/>"#
            + #"<tag k="public_transport" v="platform"/><tag k="name" v="14th Street"/></node>"#
            + station(4, 61.0016, "14th Street PATH", "Q4550098") + "</osm>\n").write(toFile: osm, atomically: true, encoding: .utf8)
        #expect(try runProcess(try Repository.executable(), ["import", osm, "--db", db]).status == 0)
        let csv = folder.path("checkins.csv"), venues = folder.path("venues.csv")
        try (CheckinsCLITests.header + "1,complex,x,Subway,61.0,25.0,120,Mon Apr 02 07:00:00 +0000 2012,a\n"
            + "2,path,x,Subway,61.0,25.0,120,Mon Apr 02 08:00:00 +0000 2012,b\n")
            .write(toFile: csv, atomically: true, encoding: .utf8)
        try "venue_id,name,latitude,longitude\ncomplex,MTA Subway - 14th St (A/C/E/L),61.0,25.0\npath,14th Street PATH,61.0016,25.0\n"
            .write(toFile: venues, atomically: true, encoding: .utf8)
        let result = try runProcess(try Repository.executable(), [
            "evaluate", "--checkins", csv, "--venues", venues, "--db", db, "--accuracy", "20",
        ], environment: ["XDG_DATA_HOME": folder.path("xdg")])
        #expect(result.status == 0, "\(result.standardError)")
        let out = result.standardOutput
        #expect(out.contains("1 of them matched a station the map draws beside others of its complex"), "\(out)")
        // Both people stand on 8th Avenue, which both methods name first: right for the complex, wrong for the PATH.
        #expect(out.contains("| 20 m | none | 2 | 0.500 | 0.500 | +0.0 pts |"), "\(out)")
    }

    /// `--fit-prior` end to end on the hand-made store: the prior it writes reads, and its temperature is the one
    /// whose worst held-out cell is least (``TemperatureChoice``), as its report lists them.
    @Test func fitsAPriorWhoseTemperatureHasTheLeastWorstCell() throws {
        defer { folder.remove() }
        let db = try store()
        let csv = folder.path("checkins.csv"), venues = folder.path("venues.csv")
        let places = [("cafe", "Coffee Shop", "60.0,25.0"), ("bar", "Bar", "60.0,25.001"), ("office", "Office", "60.001,25.0")]
        var rows = CheckinsCLITests.header
        for person in 1...6 {
            for (day, place) in (places + places).enumerated() {
                rows += "\(person),\(place.0),x,\(place.1),\(place.2),120,Mon Apr \(String(format: "%02d", 2 + day)) "
                    + "\(String(format: "%02d", 7 + 2 * day)):00:00 +0000 2012,\(person)\n"
            }
        }
        try (rows + "9,home,x,Home (private),60.0005,25.0005,120,Tue Apr 03 22:00:00 +0000 2012,b\n")
            .write(toFile: csv, atomically: true, encoding: .utf8)
        try "venue_id,name,latitude,longitude,category_path\ncafe,Kahvila,60.0,25.0,Coffee Shop\nbar,Baari,60.0,25.001,Bar\n"
            .write(toFile: venues, atomically: true, encoding: .utf8)
        let output = folder.path("prior.json")
        let fit = try runProcess(try Repository.executable(), [
            "evaluate", "--checkins", csv, "--venues", venues, "--db", db, "--move-fixes", "--fit-prior", output,
        ], environment: ["XDG_DATA_HOME": folder.path("xdg")])
        #expect(fit.status == 0, "\(fit.standardError)")
        // "temperature T: … at worst R× a calibrated engine's 95th percentile (…); tried: 0.25 R×, 0.30 R×, …"
        let line = try #require(fit.standardOutput.split(separator: "\n").first { $0.contains("calibrated engine's 95th percentile") })
        let chosen = try #require(Double(line.split(separator: ":")[0].split(separator: " ").last ?? ""))
        let tried = try #require(line.components(separatedBy: "tried: ").last?.components(separatedBy: " (").first)
        let trials = try tried.components(separatedBy: ", ").map { item in
            let parts = item.split(separator: " ")
            return (try #require(Double(parts[0])), try #require(Double(parts[1].dropLast())))
        }
        #expect(trials.count == 36 && trials.first?.0 == 0.25 && trials.last?.0 == 2, "\(line)")
        // The chosen one's worst cell is the least (as printed, to two decimals).
        let least = try #require(trials.map(\.1).min())
        #expect(trials.first { $0.0 == chosen }?.1 == least, "\(line)")
        // The file reads, with that temperature, and ranks.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any])
        #expect((json["temperature"] as? Double) == chosen)
        // The file says what it learnt from: the check-ins, their venues, the moved fixes and the store.
        let source = try #require((json["provenance"] as? [String: Any])?["source"] as? String)
        #expect(source == "checkins.csv (TSMC2014, Yang et al. 2015), venues by name from venues.csv, fixes moved (seed 1), "
                + "over \(URL(fileURLWithPath: db).lastPathComponent)", "\(source)")
        // The history's rate: the log-likelihood's, or up the grid until first visits lose at most a point, both ways.
        let likeliest = try #require(fit.standardOutput.split(separator: "\n").first { $0.contains("history: new-place rate") })
        let guarded = try #require(fit.standardOutput.split(separator: "\n").first { $0.contains("history: first visits guarded") })
        func rate(after words: String, in line: Substring) -> Double? {
            line.components(separatedBy: words).last?.split(whereSeparator: { $0 == " " || $0 == "," }).first.flatMap { Double($0) }
        }
        let shipped = try #require((json["history"] as? [String: Any])?["newPlaceRate"] as? Double)
        #expect(rate(after: "guarded, new-place rate ", in: guarded) == shipped, "\(guarded)")
        #expect(try #require(rate(after: "history: new-place rate ", in: likeliest)) <= shipped, "\(likeliest)")
        let last = try #require(guarded.components(separatedBy: "; ").last)
        let lastLosses = last.components(separatedBy: ": ").last?.dropLast().components(separatedBy: " and ").compactMap(Double.init)
        #expect(lastLosses?.count == 2, "\(guarded)")
        // Within a point, or the grid's last rate (0.1, `VisitPriorFit.historyGrid`) when no rate is.
        #expect(shipped == 0.1 || lastLosses?.allSatisfy { $0 >= -1.0 } == true, "\(guarded)")
        let scored = try runProcess(try Repository.executable(), [
            "evaluate", "--checkins", csv, "--venues", venues, "--db", db, "--prior", output,
        ], environment: ["XDG_DATA_HOME": folder.path("xdg")])
        #expect(scored.status == 0 && scored.standardOutput.contains("| 20 m | none | "), "\(scored.standardError)")
    }

    @Test func oddInputsExitTwoWithTheLine() throws {
        defer { folder.remove() }
        let db = try store()
        func run(_ csv: String, _ extra: [String] = []) throws -> (Int32, String) {
            let path = folder.path("odd.csv")
            try csv.write(toFile: path, atomically: true, encoding: .utf8)
            let result = try runProcess(try Repository.executable(), ["evaluate", "--checkins", path, "--db", db] + extra,
                                        environment: ["XDG_DATA_HOME": folder.path("xdg")])
            return (result.status, result.standardError)
        }
        let good = CheckinsCLITests.header + "1,v,x,Bar,60,25,0,Mon Apr 02 07:00:00 +0000 2012,a\n"
        for (csv, expected) in [
            ("", "line 1: the file is empty"),
            ("user_id,venue_id\n1,2\n", "no column category"),
            (CheckinsCLITests.header + "1,v,x,Bar,60,25,0,yesterday,a\n", "line 2: utc_time"),
            (CheckinsCLITests.header + "1,v,x,Bar,sixty,25,0,Mon Apr 02 07:00:00 +0000 2012,a\n", "line 2: latitude"),
        ] {
            let (status, error) = try run(csv)
            #expect(status == 2, "\(csv)")
            #expect(error.contains(expected), "\(error)")
        }
        for extra in [["--fold", "3/2"], ["--fold", ""], ["--fold", "-"], ["--fold", "1/99999999999999999999"], ["--samples", "5"],
                      ["--prior", "-"], ["--fit-prior", ""], ["--prior", "a.json", "--fit-prior", "b.json"],
                      ["--fit-prior", folder.path("no-such-folder/prior.json")], ["--fit-prior", folder.path("")],
                      ["--accuracy", "nan"], ["--accuracy", ""], ["--district", "3/3"], ["--district", ""], ["--district", "-"],
                      ["--district", "0/4"], ["--fold", "1/2", "--district", "1/2"], ["--venues", ""], ["--venues", "-"],
                      ["--seed", "5"], ["--move-fixes", "--seed", "-1"], ["--move-fixes", "--seed", "nan"],
                      ["--venues", folder.path("missing.csv")], ["--venues", folder.path("")], ["--answers", ""],
                      ["--answers", "-"], ["--answers", "--prior"], ["--answers", folder.path("")],
                      ["--answers", folder.path("no-such-folder/a.jsonl")]] {
            #expect(try run(good, extra).0 == 2, "\(extra)")
        }
        // The answers' file is named in the error, and a run that fails leaves no file behind, nor a temporary one.
        let (answersStatus, answersError) = try run(good, ["--answers", folder.path("no-such-folder/a.jsonl")])
        #expect(answersStatus == 2 && answersError.contains("--answers \"\(folder.path("no-such-folder/a.jsonl"))\" cannot be written"),
                "\(answersError)")
        let answersFolder = folder.path("answers")
        try FileManager.default.createDirectory(atPath: answersFolder, withIntermediateDirectories: false)
        let failed = try runProcess(try Repository.executable(), ["evaluate", "--checkins", folder.path("missing.csv"), "--db", db,
                                                                  "--answers", answersFolder + "/a.jsonl"])
        let leftBehind = try FileManager.default.contentsOfDirectory(atPath: answersFolder)
        #expect(failed.status == 2 && leftBehind.isEmpty, "\(failed.standardError) \(leftBehind)")
        // A folder for the check-ins, or no file at all.
        for path in [folder.path(""), folder.path("missing.csv")] {
            let result = try runProcess(try Repository.executable(), ["evaluate", "--checkins", path, "--db", db])
            #expect(result.status == 2 && result.standardError.contains("cannot read the check-in file"), "\(result.standardError)")
        }
        // A prior that is not one, for the simulated people too.
        let simulated = try runProcess(try Repository.executable(), ["evaluate", "--db", db, "--prior", folder.path("none.json"),
                                                                    "--samples", "5"])
        #expect(simulated.status == 2 && simulated.standardError.contains("cannot read the visit prior"), "\(simulated.standardError)")
        // --fold, --district, --venues and --move-fixes without --checkins are refused too.
        for extra in [["--fold", "1/2"], ["--district", "1/2"], ["--venues", "v.csv"], ["--move-fixes"], ["--answers", "a.jsonl"]] {
            let plain = try runProcess(try Repository.executable(), ["evaluate", "--db", db] + extra)
            #expect(plain.status == 2 && plain.standardError.contains("does not go with"), "\(extra): \(plain.standardError)")
        }
        // A venue file that is not one: exit 2, the line named.
        let badVenues = folder.path("venues.csv")
        try "venue_id,name,latitude,longitude\nv,A,40,-74\nv,B,40,-74\n".write(toFile: badVenues, atomically: true, encoding: .utf8)
        let (venueStatus, venueError) = try run(good, ["--venues", badVenues])
        #expect(venueStatus == 2 && venueError.contains("line 3: venue v is listed twice"), "\(venueError)")
        // A prior file that is not one: exit 2, the file named.
        let notAPrior = folder.path("bad.json")
        try "{}".write(toFile: notAPrior, atomically: true, encoding: .utf8)
        let (status, error) = try run(good, ["--prior", notAPrior])
        #expect(status == 2 && error.contains("not a visit prior"), "\(error)")
    }
}

/// The real check-ins of `../shared/data/checkins` (not in the repository), when this machine has them.
private let realCheckins = Repository.root.deletingLastPathComponent().appendingPathComponent("shared/data/checkins")
private let hasRealCheckins = ["nyc-checkins.csv", "nyc-checkins-113k.csv", "nyc-venues.csv"].allSatisfy {
    FileManager.default.fileExists(atPath: realCheckins.appendingPathComponent($0).path)
}

/// The real-data evaluation: Midtown's check-ins over its OpenStreetMap extract. Skipped, and said so, without the data.
@Suite(.timeLimit(.minutes(10)))
struct RealCheckinsCLITests {
    @Test(.enabled(if: hasRealCheckins, "skipped: ../shared/data/checkins is absent on this machine"))
    func theEngineBeatsTheNearestPlaceOnRealPeople() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let db = folder.path("manhattan.sqlite")
        let imported = try runProcess(try Repository.executable(),
                                      ["import", realCheckins.appendingPathComponent("manhattan-2025-01.osm.pbf").path, "--db", db])
        #expect(imported.status == 0, "\(imported.standardError)")
        let result = try runProcess(try Repository.executable(), [
            "evaluate", "--checkins", realCheckins.appendingPathComponent("nyc-checkins.csv").path, "--db", db, "--fold", "2/2",
        ], environment: ["XDG_DATA_HOME": folder.path("xdg")])
        #expect(result.status == 0, "\(result.standardError)")
        print(result.standardOutput)
        // The first table's cell: "| 20 m | given | n | nearest | nearest open | engine | …".
        let line = try #require(result.standardOutput.split(separator: "\n").first { $0.hasPrefix("| 20 m | given |") })
        let columns = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        let nearest = try #require(Double(columns[3])), engine = try #require(Double(columns[5]))
        #expect(engine > nearest, "\(line)")
        // Beside it, the ECE a calibrated engine would show on the same check-ins.
        #expect(result.standardOutput.contains("The ECE a perfectly calibrated engine would show here"))

        // Which place, on fixes moved as a phone's err, in a district: the venue table, and the engine first more
        // often than nearest-first with the time at 20 m.
        let venues = try runProcess(try Repository.executable(), [
            "evaluate", "--checkins", realCheckins.appendingPathComponent("nyc-checkins-113k.csv").path,
            "--venues", realCheckins.appendingPathComponent("nyc-venues.csv").path, "--move-fixes", "--district", "2/4",
            "--accuracy", "20", "--db", db,
        ], environment: ["XDG_DATA_HOME": folder.path("xdg")])
        #expect(venues.status == 0, "\(venues.standardError)")
        print(venues.standardOutput)
        #expect(venues.standardOutput.contains("Venues by name ("))
        let venueLine = try #require(venues.standardOutput.split(separator: "\n").first {
            $0.hasPrefix("| 20 m | given |") && $0.contains(" pts |") && $0.split(separator: "|").count > 12
        })
        let cells = venueLine.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        let nearestFirst = try #require(Double(cells[3])), engineFirst = try #require(Double(cells[4]))
        #expect(engineFirst > nearestFirst, "\(venueLine)")
    }
}
