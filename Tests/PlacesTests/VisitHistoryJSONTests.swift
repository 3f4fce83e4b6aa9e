import Foundation
import Places
import PlacesAPI
import PlacesEngine
import Testing

/// The one parser of the person's picks: `history` of a POST body or a `--batch` line, and `.jsonl` history lines.
@Suite struct VisitHistoryJSONTests {
    private static let fix = #""lat":60.1684,"lng":24.942"#

    private func query(_ history: String) throws(PlacesError) -> CurrentPlaceQuery {
        try CurrentPlaceQuery.parse(json: Data(#"{\#(Self.fix),"history":\#(history)}"#.utf8), subject: "the body")
    }

    private func entries(_ count: Int) -> String {
        "[" + (0..<count).map { #"{"id":"n\#($0 + 1)","time":"2026-11-30T08:05:00+02:00"}"# }.joined(separator: ",") + "]"
    }

    @Test func readsEntriesWithTheirOffsets() throws {
        let parsed = try query(#"[{"id":"n123","time":"2026-11-30T08:05:00+02:00"},{"time":"2026-11-29T18:00Z","id":"w4"}]"#)
        #expect(parsed.carriesHistory)
        let visits = parsed.request.history.visits
        #expect(visits.map(\.id.description) == ["n123", "w4"])
        #expect(visits[0].time.timeZone.secondsFromGMT() == 7200)
        #expect(visits[0].time.iso8601 == "2026-11-30T08:05:00+02:00")
        #expect(visits[1].time.iso8601 == "2026-11-29T18:00:00+00:00")
        #expect(try query("[]").request.history.isEmpty)
        #expect(try query("[]").carriesHistory)
        #expect(try !CurrentPlaceQuery.parse(json: Data("{\(Self.fix)}".utf8)).carriesHistory)
    }

    @Test func anEntryKeepsTheFixItWasPickedAt() throws {
        let visits = try query(#"[{"id":"n1","time":"2026-11-30T08:05:00Z","fix":{"lat":60.17,"lng":24.94,"accuracy":12.5}},"#
                               + #"{"fix":{"lng":24.95,"lat":-60.18},"id":"n2","time":"2026-11-30T09:05:00Z"},"#
                               + #"{"id":"n3","time":"2026-11-30T10:05:00Z"}]"#).request.history.visits
        let kept = try #require(visits[0].fix)
        #expect(kept.coordinate.latitude == 60.17 && kept.coordinate.longitude == 24.94 && kept.horizontalAccuracy == 12.5)
        #expect(visits[1].fix?.horizontalAccuracy == LocationFix.defaultAccuracy)
        #expect(visits[1].fix?.coordinate.latitude == -60.18)
        #expect(visits[2].fix == nil)
        for visit in visits {
            #expect(try VisitHistoryJSON.visit(line: VisitHistoryJSON.line(visit), number: 1) == visit)
        }
        #expect(VisitHistoryJSON.line(visits[0])
                == #"{"id":"n1","time":"2026-11-30T08:05:00+00:00","fix":{"lat":60.17,"lng":24.94,"accuracy":12.5}}"#)
    }

    @Test func aThousandEntriesAreAllowed() throws {
        #expect(try query(entries(1_000)).request.history.count == 1_000)
    }

    @Test(arguments: [
        (#"{}"#, "history"), (#""n1""#, "history"), ("null", "history"), ("5", "history"),
        (#"["n1"]"#, "history[0]"), (#"[[]]"#, "history[0]"), (#"[null]"#, "history[0]"),
        (#"[{"id":"n1"}]"#, "history[0].time"), (#"[{"time":"2026-11-30T08:05:00Z"}]"#, "history[0].id"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","place":"x"}]"#, "history[0].place"),
        (#"[{"id":"q1","time":"2026-11-30T08:05:00Z"}]"#, "history[0].id"),
        (#"[{"id":"n0","time":"2026-11-30T08:05:00Z"}]"#, "history[0].id"),
        (#"[{"id":"","time":"2026-11-30T08:05:00Z"}]"#, "history[0].id"),
        (#"[{"id":123,"time":"2026-11-30T08:05:00Z"}]"#, "history[0].id"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00"}]"#, "history[0].time"),
        (#"[{"id":"n1","time":"2026-02-30T08:05:00Z"}]"#, "history[0].time"),
        (#"[{"id":"n1","time":"yesterday"}]"#, "history[0].time"),
        (#"[{"id":"n1","time":1764482700}]"#, "history[0].time"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00+15:00"}]"#, "history[0].time"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z"},{"id":"n2","time":"2026-11-30T08:05:00Z","id":"n3"}]"#, "history[1].id"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","\u0074ime":"2026-11-30T08:05:00Z"}]"#, "history[0].time"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","fix":{"lat":60.1}}]"#, "history[0].fix.lng"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","fix":{"lng":24.9}}]"#, "history[0].fix.lat"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","fix":{"accuracy":10}}]"#, "history[0].fix.lat"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","fix":{}}]"#, "history[0].fix.lat"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","fix":null}]"#, "history[0].fix"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","fix":"60.1,24.9"}]"#, "history[0].fix"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","fix":[60.1,24.9]}]"#, "history[0].fix"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","fix":{"lat":"60.1","lng":24.9}}]"#, "history[0].fix.lat"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","fix":{"lat":60.1,"lng":null}}]"#, "history[0].fix.lng"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","fix":{"lat":60.1,"lng":24.9,"accuracy":"-"}}]"#, "history[0].fix.accuracy"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","fix":{"lat":60.1,"lng":24.9,"accuracy":[]}}]"#, "history[0].fix.accuracy"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","fix":{"lat":91,"lng":24.9}}]"#, "history[0].fix.lat"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","fix":{"lat":60.1,"lng":-181}}]"#, "history[0].fix.lng"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","fix":{"lat":60.1,"lng":24.9,"accuracy":-1}}]"#, "history[0].fix.accuracy"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","fix":{"lat":60.1,"lng":24.9,"accuracy":1e300}}]"#, "history[0].fix.accuracy"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","fix":{"lat":60.1,"lng":24.9,"lat":60.2}}]"#, "history[0].fix.lat"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","fix":{"lat":60.1,"lng":24.9,"alt":3}}]"#, "history[0].fix.alt"),
        (#"[{"id":"n1","time":"2026-11-30T08:05:00Z","lat":60.1,"lng":24.9}]"#, "history[0].lat"),
    ])
    func oddValuesAreRefusedNamingTheEntry(history: String, parameter: String) {
        #expect(throws: PlacesError.self) { try query(history) }
        do {
            _ = try query(history)
        } catch {
            #expect(error.code == .invalidArgument)
            #expect(error.parameter == parameter, "\(history): \(error.message)")
        }
    }

    @Test func moreThanAThousandIsRefusedAsAWhole() {
        do {
            _ = try query(entries(1_001))
            Issue.record("1,001 entries were accepted")
        } catch {
            #expect(error.parameter == "history")
            #expect(error.message.contains("at most 1000"))
        }
    }

    @Test func urlParametersNeverCarryHistory() {
        #expect(throws: PlacesError.self) { try CurrentPlaceQuery.parse(["lat": "60", "lng": "24", "history": "[]"]) }
    }

    @Test func aRepeatedKeyAtTheTopIsRefused() {
        do {
            _ = try CurrentPlaceQuery.parse(json: Data(#"{"lat":60.1684,"lng":24.942,"lat":0}"#.utf8))
            Issue.record("a repeated lat was accepted")
        } catch {
            #expect(error.parameter == "lat")
        }
    }

    @Test func linesRoundTripAndNameTheirNumber() throws {
        let visit = PlaceVisit(id: try #require(PlaceID("w4")), time: try QueryTime.parse("2026-11-30T08:05:00-03:30"))
        let line = VisitHistoryJSON.line(visit)
        #expect(line == #"{"id":"w4","time":"2026-11-30T08:05:00-03:30"}"#)
        #expect(try VisitHistoryJSON.visit(line: line, number: 1) == visit)
        for bad in ["", "[]", "{", #"{"id":"w4"}"#, #"{"id":"w4","time":"2026-11-30T08:05:00-03:30","id":"w5"}"#] {
            do {
                _ = try VisitHistoryJSON.visit(line: bad, number: 7)
                Issue.record("\(bad) was accepted")
            } catch {
                #expect(error.message.contains("line 7"), "\(bad): \(error.message)")
            }
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: PlacesError.self) { try query(deep) }
    }
}
