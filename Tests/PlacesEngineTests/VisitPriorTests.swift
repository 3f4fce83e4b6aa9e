import Foundation
import Geo
import Places
import PlacesEngine
import Testing

/// The fitted visit prior (issue 26): shipped, read, and it changes the ranking.
struct VisitPriorTests {
    private func place(_ id: String, type: String, at coordinate: Coordinate) -> CandidatePlace {
        CandidatePlace(rowID: 1, id: PlaceID(id)!, category: .pointOfInterest, primaryType: type, types: [type],
                       location: coordinate, footprint: nil, openingHours: nil, hasWikidata: false, hasBrand: false)
    }

    @Test func theShippedPriorIsFittedAndRead() {
        #expect(VisitPrior.loadProblem == nil)
        #expect(VisitPrior.fitted != .uniform)
        #expect(VisitPrior.fitted.provenance.command.contains("--fit-prior"))
        #expect(!VisitPrior.fitted.typeLogRates.isEmpty)
        #expect(VisitPrior.fitted.hourLogFactors.values.allSatisfy { $0.count == 48 })
    }

    @Test func theFittedRatesChangeTheRanking() throws {
        let rates = VisitPrior.fitted.typeLogRates
        let (low, high) = try #require(rates.min { $0.value < $1.value }.flatMap { low in
            rates.max { $0.value < $1.value }.map { (low.key, $0.key) } })
        #expect(rates[high]! > rates[low]! + 1)
        let origin = Coordinate(latitude: 60, longitude: 25)
        let projection = LocalProjection(origin: origin)
        let east = projection.unproject(PlanePoint(x: 6, y: 0)), west = projection.unproject(PlanePoint(x: -6, y: 0))
        let fix = LocationFix(coordinate: projection.unproject(PlanePoint(x: -1, y: 0)), horizontalAccuracy: 20)
        // Uniform: the nearer (west, the rarely visited type) first; fitted: the often visited type first.
        for (visits, expected) in [(VisitPrior.uniform, "n1"), (VisitPrior.fitted, "n2")] {
            let places = [place("n1", type: low, at: west), place("n2", type: high, at: east)]
            let ranked = LikelihoodModel(visits: visits).rank(places, fix: fix, localTime: nil) { _, _, _ in 1 }.ranked
            #expect(ranked.first?.candidate.id == PlaceID(expected), "\(low) vs \(high)")
            let factors = ranked.first?.explanation.priorFactors ?? []
            #expect(factors.isEmpty == (visits == .uniform))
            #expect(factors.first?.reason.contains("visits per place") == true || visits == .uniform)
        }
    }

    @Test func badFilesAreRefused() throws {
        #expect(throws: PlacesError.self) { try VisitPrior.read(Data("{}".utf8)) }
        var prior = VisitPrior.fitted
        prior.hourLogFactors["bar"] = [1, 2]
        #expect(throws: PlacesError.self) { try VisitPrior.read(prior.encoded()) }
        #expect(try VisitPrior.read(VisitPrior.fitted.encoded()) == VisitPrior.fitted)
        let text = String(decoding: VisitPrior.fitted.encoded(), as: UTF8.self)
            .replacingOccurrences(of: "\"noneLogRate\" : ", with: "\"noneLogRate\" : 1e999, \"x\" : ")
        #expect(throws: (any Error).self) { try VisitPrior.read(Data(text.utf8)) }
    }

    /// A prior is served as it was fitted: one fitted before the places beyond the window took part has no such
    /// mass; the flag is read and written, and a prior that has it (the shipped venue fit) gives the mass.
    @Test func thePlacesBeyondTheWindowFollowTheFit() throws {
        #expect(VisitPrior.fitted.countsBeyondWindow)
        var older = VisitPrior.fitted
        older.countsBeyondWindow = false
        #expect(try !VisitPrior.read(older.encoded()).countsBeyondWindow)
        let fix = LocationFix(coordinate: Coordinate(latitude: 60, longitude: 25), horizontalAccuracy: 20)
        #expect(LikelihoodModel(visits: older).beyondScale(fix: fix, radius: 120) == 0)
        #expect(LikelihoodModel(visits: .fitted).beyondScale(fix: fix, radius: 120) > 0)
    }
}
