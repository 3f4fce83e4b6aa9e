import Foundation
import Geo
import Places
import PlacesEngine
import Testing

/// Places laid out in metres around a fix near Helsinki.
private let origin = Coordinate(latitude: 60.17, longitude: 24.94)
private let projection = LocalProjection(origin: origin)

private func at(_ x: Double, _ y: Double) -> Coordinate {
    projection.unproject(PlanePoint(x: x, y: y))
}

private func square(centre x: Double, _ y: Double, side: Double) -> Footprint {
    rectangle(centre: x, y, width: side, height: side)
}

private func rectangle(centre x: Double, _ y: Double, width: Double, height: Double) -> Footprint {
    let w = width / 2, h = height / 2
    return Footprint(polygons: [Polygon(outer: [at(x - w, y - h), at(x + w, y - h), at(x + w, y + h), at(x - w, y + h)])])
}

private func candidate(_ id: Int64, type: String = "store", at location: Coordinate, footprint: Footprint? = nil,
                       hours: String? = nil) -> CandidatePlace {
    CandidatePlace(rowID: id, id: PlaceID(.node, id), category: .pointOfInterest, primaryType: type, types: [type],
                   location: location, footprint: footprint, openingHours: hours.map { ($0, OpeningHours($0)) }, hasWikidata: false, hasBrand: false)
}

private func rank(_ candidates: [CandidatePlace], fix: LocationFix, time: LocalTime? = nil) -> Ranking {
    LikelihoodModel.uniform.rank(candidates, fix: fix, localTime: time) { _, _, _ in 0.5 }
}

@Suite struct LikelihoodModelTests {
    @Test func insideAFootprintBeatsAPointPlaceAtTheSameDistance() throws {
        // The fix is 12 m from both anchors: inside the 30 m × 10 m shop footprint of one, 12 m from the other point.
        let area = candidate(1, at: at(12, 0), footprint: rectangle(centre: 12, 0, width: 30, height: 10))
        let point = candidate(2, at: at(-12, 0))
        let ranked = rank([point, area], fix: LocationFix(coordinate: origin, horizontalAccuracy: 10)).ranked
        #expect(ranked.first?.candidate.id == PlaceID(.node, 1))
        #expect(ranked[0].explanation.insideFootprint && !ranked[1].explanation.insideFootprint)
        #expect(ranked[0].explanation.distanceMeters == 0)
        #expect(abs(ranked[1].explanation.distanceMeters - 12) < 0.1)
    }

    @Test func aHugeFootprintIsWeakerEvidenceThanASmallOne() throws {
        // The same fix inside both: a 10 m shop and a 200 m park around it. Being inside the shop says more.
        let shop = candidate(1, at: at(0, 0), footprint: square(centre: 0, 0, side: 10))
        let park = candidate(2, type: "park", at: at(0, 0), footprint: square(centre: 0, 0, side: 200))
        let ranked = rank([park, shop], fix: LocationFix(coordinate: at(1, 1), horizontalAccuracy: 5)).ranked
        #expect(ranked.map(\.candidate.id) == [PlaceID(.node, 1), PlaceID(.node, 2)])
        #expect(ranked.allSatisfy { $0.explanation.insideFootprint })
    }

    @Test func largerAccuracySpreadsTheLikelihoods() throws {
        let places = (0..<8).map { candidate(Int64($0 + 1), at: at(Double($0) * 15, 0)) }
        var previousTop = 1.0
        for accuracy in [5.0, 20, 50, 200] {
            let ranked = rank(places, fix: LocationFix(coordinate: origin, horizontalAccuracy: accuracy)).ranked
            let top = try #require(ranked.first).likelihood
            #expect(top < previousTop, "top likelihood at \(accuracy) m: \(top)")
            previousTop = top
        }
    }

    @Test func aClosedPlaceRanksBelowTheSamePlaceOpen() throws {
        let hours = "Mo-Fr 09:00-17:00"
        let places = [candidate(1, at: at(5, 0), hours: hours), candidate(2, at: at(-5, 0))]
        let fix = LocationFix(coordinate: origin, horizontalAccuracy: 10)
        let mondayNoon = LocalTime(year: 2026, month: 11, day: 30, weekday: 1, minuteOfDay: 12 * 60)
        let mondayNight = LocalTime(year: 2026, month: 11, day: 30, weekday: 1, minuteOfDay: 23 * 60)
        let open = rank(places, fix: fix, time: mondayNoon).ranked
        let closed = rank(places, fix: fix, time: mondayNight).ranked
        #expect(open.first?.candidate.id == PlaceID(.node, 1))
        #expect(open.first?.explanation.openStatus == .open)
        #expect(closed.first?.candidate.id == PlaceID(.node, 2))
        let closedShop = try #require(closed.first { $0.candidate.id == PlaceID(.node, 1) })
        #expect(closedShop.explanation.openStatus == .closed)
        #expect(closedShop.likelihood < 0.1)
        #expect(rank(places, fix: fix).ranked.first?.explanation.openStatus == .notAsked)
    }

    @Test(arguments: [1.0, 5, 20, 50, 150, 500])
    func likelihoodsAreProbabilitiesSortedAndDeterministic(accuracy: Double) {
        var places: [CandidatePlace] = []
        for i in 0..<30 {
            let x = Double(i % 6) * 11 - 30
            let y = Double(i / 6) * 13 - 30
            let footprint: Footprint? = i % 4 == 0 ? square(centre: x, y, side: 9) : nil
            places.append(candidate(Int64(i + 1), type: i % 3 == 0 ? "cafe" : "store", at: at(x, y), footprint: footprint))
        }
        let fix = LocationFix(coordinate: at(3, 4), horizontalAccuracy: accuracy)
        let ranking = rank(places, fix: fix)
        let (ranked, none) = (ranking.ranked, ranking.none)
        let total = ranked.reduce(0) { $0 + $1.likelihood } + none
        #expect(ranking.beyond == 0, "every place alike: nothing is displaced past the window")
        #expect(abs(total - 1) < 1e-9)
        #expect(ranked.allSatisfy { (0...1).contains($0.likelihood) })
        #expect(zip(ranked, ranked.dropFirst()).allSatisfy { $0.likelihood >= $1.likelihood })
        #expect(none > 0 && none < 1)
        let again = rank(places.reversed(), fix: fix).ranked
        let ids: [PlaceID] = ranked.map { $0.candidate.id }
        let againIDs: [PlaceID] = again.map { $0.candidate.id }
        #expect(againIDs == ids)
    }

    @Test func farPlacesGetNothingAndTheStreetGetsTheRest() {
        let far = candidate(1, at: at(500, 0))
        let ranking = rank([far], fix: LocationFix(coordinate: origin, horizontalAccuracy: 5))
        #expect(ranking.ranked.isEmpty)
        #expect(ranking.none == 1)
    }

    /// The places beyond the window (issue 36): the model reads only the box of its search radius, and
    /// estimates what its displaced share would have given the places outside. On an even field of places,
    /// the estimate from the box's places is what ranking the whole field gives the places outside the box.
    @Test(arguments: [1.0, 0.5]) func theMassBeyondTheWindowIsWhatTheFarPlacesWouldHaveHad(temperature: Double) {
        var visits = VisitPrior.uniform
        visits.displacedShare = 0.6
        visits.positionSpread = 150
        visits.countsBeyondWindow = true
        visits.temperature = temperature
        let model = LikelihoodModel(visits: visits)
        let fix = LocationFix(coordinate: origin, horizontalAccuracy: 20)
        let radius = model.searchRadius(for: fix)
        // A field of shops every 20 m (the box's 240 m side holds 12 a row, wherever it falls), 2.4 km across:
        // past 4 σ′ of the displaced share on every side.
        var field: [CandidatePlace] = []
        for i in 0..<121 {
            for j in 0..<121 {
                field.append(candidate(Int64(i * 121 + j + 1), at: at(Double(i - 60) * 20 + 3, Double(j - 60) * 20 + 4)))
            }
        }
        let inside = field.filter { place in
            let p = projection.project(place.shape.anchor)
            return abs(p.x) <= radius && abs(p.y) <= radius
        }
        let whole = model.rank(field, fix: fix, localTime: nil) { _, _, _ in 1 }
        let window = model.rank(inside, fix: fix, localTime: nil) { _, _, _ in 1 }
        let insideIDs = Set(inside.map(\.id))
        let outside = whole.ranked.filter { !insideIDs.contains($0.candidate.id) }.reduce(0) { $0 + $1.likelihood }
        // As shares of the mass at the places inside, the two totals differ only in their normalisation.
        let insideWhole = whole.ranked.filter { insideIDs.contains($0.candidate.id) }.reduce(0) { $0 + $1.likelihood }
        let insideWindow = window.ranked.reduce(0) { $0 + $1.likelihood }
        #expect(whole.beyond > 0 && window.beyond > 0.2)
        #expect(abs(window.beyond / insideWindow - outside / insideWhole) < 0.05 * (outside / insideWhole),
                "estimated \(window.beyond / insideWindow), summed \(outside / insideWhole)")
        #expect(abs(window.ranked.reduce(0) { $0 + $1.likelihood } + window.none + window.beyond - 1) < 1e-9)
    }

    /// A store an update rewrote lists its candidates in another order than a fresh import of the same data:
    /// the likelihoods, and the mass beyond the window, must be the same to the last bit (a plain running sum
    /// of the weights beyond differed in the last place of `otherLikelihood`).
    @Test func theOrderOfTheCandidatesChangesNoBit() {
        var visits = VisitPrior.uniform
        visits.displacedShare = 0.56
        visits.positionSpread = 150
        visits.countsBeyondWindow = true
        visits.temperature = 0.95
        let types = ["cafe", "store", "restaurant", "bank", "pharmacy", "bar", "museum"]
        // Weights of many magnitudes, whose running sum rounds differently in different orders.
        visits.typeLogRates = Dictionary(uniqueKeysWithValues: types.enumerated().map { ($1, Double($0) * 1.37 - 3.1) })
        let model = LikelihoodModel(visits: visits)
        let places = (0..<200).map { (i: Int) -> CandidatePlace in
            let x = Double(i % 17) * 7.3 - 60, y = Double(i / 17) * 9.1 - 50
            return candidate(Int64(i + 1), type: types[i % types.count], at: at(x, y))
        }
        let fix = LocationFix(coordinate: at(2, 3), horizontalAccuracy: 20)
        let first = model.rank(places, fix: fix, localTime: nil) { _, _, _ in 1 }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5 {
            let other = model.rank(places.shuffled(using: &generator), fix: fix, localTime: nil) { _, _, _ in 1 }
            #expect(other.beyond == first.beyond && other.none == first.none)
            #expect(other.ranked.map { $0.candidate.id } == first.ranked.map { $0.candidate.id })
            #expect(other.ranked.map { $0.likelihood } == first.ranked.map { $0.likelihood })
        }
    }

    /// A type's rate is found by its ordinal: a candidate made before the model, or after it with a type the
    /// model has no rate for, weighs as its type's rate, else its kind's.
    @Test func aTypesRateIsItsWhicheverIsMadeFirst() {
        let early = candidate(1, type: "zz_type_made_before_the_model", at: origin)
        var visits = VisitPrior.uniform
        visits.typeLogRates = ["zz_type_made_before_the_model": 1.5, "zz_type_only_in_the_model": -2]
        visits.kindLogRates = [early.features.kind.rawValue: 0.25]
        let model = LikelihoodModel(visits: visits)
        let later = candidate(2, type: "zz_type_only_in_the_model", at: origin)
        let unknown = candidate(3, type: "zz_type_made_after_the_model", at: origin)
        #expect(model.logWeight(of: early.features) == 1.5)
        #expect(model.logWeight(of: later.features) == -2)
        #expect(model.logWeight(of: unknown.features)
                == (visits.kindLogRates[unknown.features.kind.rawValue] ?? 0))
    }

    @Test func openFactorFollowsTheShareOfTheWeek() {
        #expect(LikelihoodModel.openFactor(status: .open, openFraction: 1) == 1)
        #expect(LikelihoodModel.openFactor(status: .open, openFraction: 0.5) == 2)
        #expect(LikelihoodModel.openFactor(status: .open, openFraction: 0.01) == LikelihoodModel.maxOpenBoost)
        #expect(LikelihoodModel.openFactor(status: .closed, openFraction: 0.5) == LikelihoodModel.closedFactor)
        #expect(LikelihoodModel.openFactor(status: .unknown, openFraction: 0.5) == 1)
    }

    @Test func shapeDensityIntegratesToOne() {
        // Summing the density over a fine grid around a place gives ≈ 1 (it is a probability density).
        for shape in [PlaceShape(anchor: origin, footprint: nil, pointRadius: 8),
                      PlaceShape(anchor: at(0, 0), footprint: square(centre: 0, 0, side: 40), pointRadius: 0)] {
            var sum = 0.0
            for x in stride(from: -120.0, through: 120, by: 2) {
                for y in stride(from: -120.0, through: 120, by: 2) {
                    sum += shape.density(at: at(x, y), sigma: 10) * 4
                }
            }
            #expect(abs(sum - 1) < 0.02, "∑ density = \(sum)")
        }
    }

    @Test func sigmaFollowsTheSixtyEightPercentRadius() {
        let fix = LocationFix(coordinate: origin, horizontalAccuracy: 15.15)
        #expect(abs(fix.sigma - 10) < 1e-9)
        #expect(LocationFix(coordinate: origin, horizontalAccuracy: 999).recommendedZoom == 15)
        #expect(LocationFix(coordinate: origin, horizontalAccuracy: 1_000).recommendedZoom == 10)
    }

    @Test(arguments: [(Double.nan, 24.0, 10.0, "lat"), (60, .infinity, 10, "lng"), (91, 24, 10, "lat"),
                      (60, 181, 10, "lng"), (60, 24, -1, "accuracy"), (60, 24, .nan, "accuracy")])
    func badFixesNameTheParameter(latitude: Double, longitude: Double, accuracy: Double, parameter: String) {
        #expect {
            _ = try LocationFix.validated(latitude: latitude, longitude: longitude, horizontalAccuracy: accuracy)
        } throws: { error in
            (error as? PlacesError)?.parameter == parameter
        }
    }
}
