import Foundation
import Geo
import Places
import PlacesEngine
@testable import PlacesEvaluation
import Testing

/// The venue file, the name rules, the districts and the moved fixes of the venue-level evaluation (issue 38).
struct VenueTests {
    private func failure(_ text: String) -> String? {
        do {
            _ = try VenueFile.parse(text, name: "v.csv")
            return nil
        } catch {
            #expect(error.code == .invalidArgument)
            return error.message
        }
    }

    @Test func readsNamedVenuesAndSkipsTheUnnamed() throws {
        let venues = try VenueFile.parse("venue_id,name,latitude,longitude,category_path\n"
            + "a,\"Joe's Pub, East\",40.7,-74.0,Bar\nb,,40.7,-74.0,Bar\n\nc,Café,40.71,-74.01,x\n", name: "v.csv")
        #expect(venues.keys.sorted() == ["a", "c"])
        #expect(venues["a"]?.name == "Joe's Pub, East")
        #expect(venues["c"]?.coordinate == Coordinate(latitude: 40.71, longitude: -74.01))
        // A spreadsheet's byte-order mark and CRLF line ends.
        let saved = try VenueFile.parse("\u{FEFF}venue_id,name,latitude,longitude\r\na,A,40.7,-74.0\r\n", name: "v.csv")
        #expect(saved["a"]?.name == "A")
    }

    @Test func oddVenueFilesFailWithTheLine() {
        let header = "venue_id,name,latitude,longitude\n"
        for (text, expected) in [
            ("", "line 1: the file is empty"),
            ("venue_id,name\n", "no column latitude, longitude"),
            (header + "a,A,40.7\n", "line 2: 3 fields"),
            (header + "a,A,north,-74\n", "line 2: latitude"),
            (header + "a,A,91,-74\n", "line 2: latitude"),
            (header + "a,A,nan,-74\n", "line 2: latitude"),
            (header + "a,A,40,-74\na,B,40,-74\n", "line 3: venue a is listed twice"),
            (header + ",A,40,-74\n", "line 2: an empty venue_id"),
            (header + "a,,40,-74\n", "no venue with a name"),
            (header + "a,\"A,40,-74\n", "line 2: an unterminated quoted field"),
        ] {
            let message = failure(text)
            #expect(message?.contains(expected) == true, "\(text): \(message ?? "accepted")")
        }
    }

    @Test func namesMatchByTheirWordsAndTheirParts() {
        #expect(VenueMatches.variants(of: "MTA Subway - 14th St (A/C/E/L)") == [["mta", "subway", "14th", "street"],
                                                                            ["mta", "subway"], ["14th", "street"]])
        #expect(VenueMatches.variants(of: "The Half King") == [["half", "king"]])
        #expect(VenueMatches.variants(of: "Joe’s Pub & Grill") == [["joes", "pub", "and", "grill"]])
        #expect(VenueMatches.variants(of: "Café Grumpy") == [["cafe", "grumpy"]])
        #expect(VenueMatches.variants(of: "(closed)").isEmpty)
        #expect(VenueMatches.isRun(["starbucks"], ["starbucks", "reserve"]))
        #expect(!VenueMatches.isRun(["starbucks", "reserve"], ["starbucks"]))
        #expect(!VenueMatches.isRun(["reserve", "starbucks"], ["starbucks", "reserve", "roastery"]))
        #expect(!VenueMatches.isRun(["a"], ["a"]), "equal words are an equal name, not a run")
        #expect(!VenueMatches.isRun([], ["a"]))
    }

    @Test func aRunMustSayTheVenuesKindWhereItCouldNameABusinessAtThePlace() {
        func rank(_ venue: String, _ kind: PlaceKind?, _ place: String, _ placeKind: PlaceKind) -> Int? {
            VenueMatches.match(VenueMatches.variants(of: venue), kind: kind, place: [PlacesService.nameWords(place)],
                               kind: placeKind)?.rank
        }
        // An equal name matches whatever the kinds; the venue's kind ranks it first.
        #expect(rank("The Half King", .bar, "Half King", .bar) == 3)
        #expect(rank("Madison Square Garden", .entertainment, "Madison Square Garden", .gym) == 2)
        // The place's name inside the venue's: a business at the place unless the kinds agree.
        #expect(rank("The Standard Biergarten", .bar, "Biergarten", .bar) == 1)
        #expect(rank("The Standard Biergarten", .bar, "The Standard", .hotel) == nil)
        #expect(rank("PH-D at Dream Downtown", .bar, "Dream Downtown", .hotel) == nil)
        #expect(rank("Equinox High Line", .gym, "The High Line", .park) == nil)
        // Eating and drinking agree, and a named building bears its occupant's name.
        #expect(rank("Revel Restaurant and Garden", .bar, "Revel", .food) == 1)
        #expect(rank("Grand Lodge of Free & Accepted Masons of NY", .entertainment, "Grand Lodge of Free and Accepted Masons",
                     .building) == 1)
        // The venue's name inside the place's: two words are a name whatever the kind, one word only of its kind.
        #expect(rank("Soho House", .bar, "Soho House New York", .hotel) == 0)
        #expect(rank("Avenue", .bar, "10 Ave & 18 St", .transit) == nil)
        #expect(rank("Starbucks", .food, "Starbucks Reserve", .food) == 1)
        // A venue whose check-ins say no kind matches as before the kinds counted.
        #expect(rank("Top of The Standard", nil, "The Standard", .hotel) == 1)
        #expect(rank("Ravintola", .food, "Toimisto", .office) == nil)
    }

    @Test func differencesResampleVenuesPairedAndRepeat() {
        // Venue a: 10 check-ins, the engine right at 8, nearest-first at 2; venue b: 10, both right at 5.
        var engine = VenueMetrics(), nearest = VenueMetrics()
        let right = PlaceID(.node, 1), wrong = PlaceID(.node, 2)
        for index in 0..<20 {
            let venue = index < 10 ? "a" : "b", truth: Set<PlaceID> = [right]
            let engineRight = index < 10 ? index < 8 : index < 15
            let nearestRight = index < 10 ? index < 2 : index < 15
            engine.record([engineRight ? right : wrong], likelihood: 0.5, truth: truth, venue: venue)
            nearest.record([nearestRight ? right : wrong], likelihood: nil, truth: truth, venue: venue)
        }
        engine.record([wrong], likelihood: 0.5, truth: nil, venue: "missing")
        let difference = VenueDifference(engine, nearest, .top1)
        #expect(difference.venues == 2, "a venue missing from the map is not resampled")
        #expect(abs(difference.observed - 0.3) < 1e-12)
        // Draws of two venues: both a (+0.6), both b (0), or one each (+0.3).
        #expect(difference.lower == 0 && abs(difference.upper - 0.6) < 1e-12)
        #expect(VenueDifference(engine, nearest, .top1, seed: 1).lower == difference.lower)
        let same = VenueDifference(engine, engine, .top5)
        #expect(same.observed == 0 && same.lower == 0 && same.upper == 0)
        #expect(VenueDifference(VenueMetrics(), VenueMetrics(), .top1).venues == 0)
    }

    @Test func districtsAreContiguousHalvesOfEqualCounts() throws {
        // A 40 × 10 grid, wider than tall: cut first across longitude, then each half across its longer side.
        let points = (0..<40).flatMap { x in (0..<10).map { y in Coordinate(latitude: 60 + Double(y) * 0.001, longitude: 25 + Double(x) * 0.002) } }
        let map = DistrictMap(points, count: 4)
        var counts: [Int: Int] = [:]
        for point in points { counts[map.district(of: point), default: 0] += 1 }
        #expect(counts == [1: 100, 2: 100, 3: 100, 4: 100])
        #expect(map.district(of: Coordinate(latitude: 60, longitude: 25)) == 1)
        #expect(map.district(of: Coordinate(latitude: 60.009, longitude: 25.078)) == 4)
        // Far outside, a position falls in the nearest district's side of each cut.
        #expect(map.district(of: Coordinate(latitude: 0, longitude: 0)) == 1)
        for bad in ["3/3", "0/4", "5/4", "1/16", "", "-", "1/", "/4", "1/4/2", "x/4"] {
            #expect(District(parsing: bad) == nil, "\(bad)")
        }
        #expect(District(parsing: "2/8")?.description == "2/8")
        // One point, or none: every district is the first's.
        #expect(DistrictMap([], count: 2).district(of: Coordinate(latitude: 1, longitude: 1)) == 1)
    }

    @Test func movedFixesErrAsTheirAccuracySaysAndRepeat() {
        let moves = MovedFixes(seed: 7)
        let checkins = (0..<4_000).map { line in
            Checkin(line: line + 2, user: "u", venue: "v", category: "Bar", coordinate: Coordinate(latitude: 40.75, longitude: -73.99),
                    date: Date(timeIntervalSince1970: 0), utcOffsetSeconds: 0)
        }
        for accuracy in [20.0, 50.0] {
            let distances = checkins.map { moves.fix(for: $0, accuracy: accuracy).coordinate.distance(to: $0.coordinate) }
            let within = Double(distances.filter { $0 <= accuracy }.count) / Double(distances.count)
            #expect(abs(within - 0.68) < 0.03, "\(accuracy) m: \(within) within the accuracy")
            #expect(checkins.allSatisfy { moves.fix(for: $0, accuracy: accuracy).horizontalAccuracy == accuracy })
        }
        #expect(moves.fix(for: checkins[0], accuracy: 20) == MovedFixes(seed: 7).fix(for: checkins[0], accuracy: 20))
        #expect(moves.fix(for: checkins[0], accuracy: 20) != MovedFixes(seed: 8).fix(for: checkins[0], accuracy: 20))
        #expect(moves.fix(for: checkins[0], accuracy: 20).coordinate != moves.fix(for: checkins[1], accuracy: 20).coordinate)
    }
}
