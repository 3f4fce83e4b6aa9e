import Foundation
import Places
import PlacesEngine
import PlacesEvaluation
import Testing

/// The check-in file's parser and the category crosswalk (issue 26): every odd input fails with its line.
struct CheckinFileTests {
    private let header = "user_id,venue_id,category_id,category,latitude,longitude,utc_offset_minutes,utc_time,trajectory_id"

    private func failure(_ text: String) -> String? {
        do {
            _ = try CheckinFile.parse(text, name: "c.csv")
            return nil
        } catch {
            #expect(error.code == .invalidArgument)
            return error.message
        }
    }

    @Test func readsTheDataSetsColumnsInAnyOrder() throws {
        let text = header + "\n" + #"7,v1,x,"Coffee Shop",40.75,-73.99,-240,Tue Apr 03 18:00:09 +0000 2012,7_1"# + "\n\n"
            + "8,v2,x,Bar,40.7,-74.0,-300,Sat Dec 01 23:59:59 +0000 2012,8_1\n"
        let checkins = try CheckinFile.parse(text, name: "c.csv")
        #expect(checkins.count == 2)
        #expect(checkins[0].user == "7" && checkins[0].venue == "v1" && checkins[0].category == "Coffee Shop")
        #expect(checkins[0].line == 2 && checkins[1].line == 4)
        #expect(checkins[0].date == Date(timeIntervalSince1970: 1_333_476_009))
        #expect(checkins[0].utcOffsetSeconds == -240 * 60)
        let reordered = try CheckinFile.parse("utc_time,category,latitude,longitude,user_id,venue_id,utc_offset_minutes\n"
                                              + "Tue Apr 03 18:00:09 +0000 2012,Bar,1,2,u,v,0\n", name: "c.csv")
        #expect(reordered.first?.category == "Bar")
    }

    @Test func oddInputFailsWithItsLine() {
        #expect(failure("")?.contains("line 1: the file is empty") == true)
        #expect(failure(header + "\n")?.contains("no check-in") == true)
        #expect(failure("user_id,venue_id,category,latitude,longitude,utc_time\n")?.contains("no column utc_offset_minutes") == true)
        let row = { (lat: String, offset: String, time: String) in
            header + "\n1,v,x,Bar,40,-74,0,Tue Apr 03 18:00:09 +0000 2012,t\n1,v,x,Bar,\(lat),-74,\(offset),\(time),t\n"
        }
        #expect(failure(row("nan", "0", "Tue Apr 03 18:00:09 +0000 2012"))?.contains("line 3:") == true)
        #expect(failure(row("91", "0", "Tue Apr 03 18:00:09 +0000 2012"))?.contains("not a position") == true)
        #expect(failure(row("", "0", "Tue Apr 03 18:00:09 +0000 2012"))?.contains("line 3") == true)
        #expect(failure(row("40", "1e9", "Tue Apr 03 18:00:09 +0000 2012"))?.contains("utc_offset_minutes") == true)
        #expect(failure(row("40", "0", "2012-04-03T18:00:09Z"))?.contains("line 3: utc_time") == true)
        #expect(failure(row("40", "0", "Tue Feb 30 18:00:09 +0000 2012"))?.contains("utc_time") == true)
        #expect(failure(row("40", "0", "Tue Apr 03 25:00:09 +0000 2012"))?.contains("utc_time") == true)
        #expect(failure(header + "\n1,v,x,Bar,40\n")?.contains("line 2: 5 fields") == true)
        #expect(failure(header + "\n1,v,x,\"Bar,40,-74,0,Tue Apr 03 18:00:09 +0000 2012,t\n")?.contains("unterminated") == true)
        #expect(failure(header + "\n,v,x,Bar,40,-74,0,Tue Apr 03 18:00:09 +0000 2012,t\n")?.contains("empty user_id") == true)
    }

    @Test func theCrosswalkGivesKindsLeavesOutAndReportsTheUnknown() throws {
        let crosswalk = try CategoryCrosswalk.foursquare()
        #expect(crosswalk.verdict("Coffee Shop") == .kind(.food))
        #expect(crosswalk.verdict("Subway") == .kind(.transit))
        #expect(crosswalk.verdict("Office") == .kind(.office))
        #expect(crosswalk.verdict("Peruvian Restaurant") == .kind(.food))
        #expect(crosswalk.verdict("Home (private)") == .leftOut)
        #expect(crosswalk.verdict("Road") == .leftOut)
        #expect(crosswalk.verdict("Zorbing Field") == .unmapped)
        #expect(throws: PlacesError.self) { try CategoryCrosswalk(text: "Bar\tpub\n", name: "x.tsv") }
        #expect(throws: PlacesError.self) { try CategoryCrosswalk(text: "Bar\n", name: "x.tsv") }
        #expect(throws: PlacesError.self) { try CategoryCrosswalk(text: "Bar\tbar\nBar\tfood\n", name: "x.tsv") }
    }

    @Test func spatialFoldsParseAndSplit() {
        #expect(SpatialFold(parsing: "1/2") != nil)
        for bad in ["", "-", "0/2", "3/2", "1/0", "1/2/3", "a/b", "1/1000", "1/"] {
            #expect(SpatialFold(parsing: bad) == nil, "\(bad)")
        }
    }
}
